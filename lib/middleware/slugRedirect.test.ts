import { NextRequest } from 'next/server';
import { canonicalSlugRedirect } from './slugRedirect';

const redirectOf = (path: string) =>
  canonicalSlugRedirect(new NextRequest(`https://chaedle.example${path}`));

describe('canonicalSlugRedirect', () => {
  it.each([
    ['/hobanon', 'https://chaedle.example/HobanON'],
    ['/HOBANON', 'https://chaedle.example/HobanON'],
    ['/ko/hobanon', 'https://chaedle.example/ko/HobanON'],
    ['/vi/Seohan?utm_source=sms', 'https://chaedle.example/vi/seohan?utm_source=sms'],
  ])('%s moves for good to %s', (path, location) => {
    const answer = redirectOf(path);
    expect(answer?.status).toBe(308);
    expect(answer?.headers.get('location')).toBe(location);
  });

  it.each(['/HobanON', '/ko/HobanON', '/company', '/ko', '/', '/ko/hobanon/more', '/fr/hobanon'])(
    '%s goes on unchanged',
    (path) => {
      expect(redirectOf(path)).toBeUndefined();
    },
  );
});
