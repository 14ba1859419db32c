import { NextRequest } from 'next/server';
import { notFoundPage } from './notFound';

describe('notFoundPage', () => {
  it('answers 404 with the prerendered not-found page of the language, at the same address', () => {
    const answer = notFoundPage(new NextRequest('https://chaedle.example/ko/no-such?x=1'), 'ko');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('x-middleware-rewrite')).toBe(
      'https://chaedle.example/ko/page-not-found?x=1',
    );
  });

  it('an unprefixed address gets the English page', () => {
    const answer = notFoundPage(new NextRequest('https://chaedle.example/no-such'), 'en');
    expect(answer.headers.get('x-middleware-rewrite')).toBe(
      'https://chaedle.example/en/page-not-found',
    );
  });
});
