import { NextRequest, type NextResponse } from 'next/server';
import { localize, type StrictCsp } from './localize';

const request = (path: string, acceptLanguage = 'ko-KR,ko;q=0.9') =>
  new NextRequest(`https://chaedle.example${path}`, {
    headers: { 'accept-language': acceptLanguage },
  });
const rewrite = (answer: NextResponse) => answer.headers.get('x-middleware-rewrite');

describe('localize', () => {
  it("an unprefixed page redirects to the visitor's language", () => {
    const answer = localize(request('/company'), undefined);
    expect(answer.headers.get('location')).toBe('https://chaedle.example/ko/company');
  });

  it('an English visitor stays at the unprefixed address', () => {
    const answer = localize(request('/company', 'en-US,en;q=0.9'), undefined);
    expect(answer.headers.get('location')).toBeNull();
    expect(rewrite(answer)).toBe('https://chaedle.example/en/company');
  });

  it('/en/… drops its prefix', () => {
    const answer = localize(request('/en/company', 'en-US'), undefined);
    expect(answer.headers.get('location')).toBe('https://chaedle.example/company');
  });

  it.each(['/private/consent/101', '/private/terms/101', '/private/consentEnd', '/sign-in'])(
    "a consent link %s renders in the visitor's language in place, with no redirect",
    (path) => {
      const answer = localize(request(path), undefined);
      expect(answer.headers.get('location')).toBeNull();
      expect(rewrite(answer)).toBe(`https://chaedle.example/ko${path}`);
    },
  );

  it('an unknown private path still redirects, so its 404 is in the language', () => {
    const answer = localize(request('/private/nothing'), undefined);
    expect(answer.headers.get('location')).toBe('https://chaedle.example/ko/private/nothing');
  });

  it('with a strict policy: next-intl reads the request that carries it, the answer gets it', () => {
    const withPolicy = new NextRequest('https://chaedle.example/ko/sign-in', {
      headers: { 'content-security-policy': "script-src 'nonce-abc'" },
    });
    const strictCsp: StrictCsp = {
      request: withPolicy,
      apply: jest.fn((answer: NextResponse) => {
        answer.headers.set('Content-Security-Policy', "script-src 'nonce-abc'");
        return answer;
      }),
    };
    const answer = localize(request('/ko/sign-in'), strictCsp);
    expect(strictCsp.apply).toHaveBeenCalledTimes(1);
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'nonce-abc'");
    // Next renders with the request headers the middleware passes on (the nonce among them).
    expect(answer.headers.get('x-middleware-request-content-security-policy')).toBe(
      "script-src 'nonce-abc'",
    );
  });
});
