import { NextRequest, NextResponse } from 'next/server';
import { secureOverHttps } from './secureCookies';

const answer = () => {
  const response = NextResponse.next();
  response.cookies.set('NEXT_LOCALE', 'ko', { path: '/', sameSite: 'lax' });
  return response;
};

describe('secureOverHttps', () => {
  it('over https: the cookie is Secure and keeps SameSite=Lax and its path', () => {
    const cookie = secureOverHttps(
      new NextRequest('https://www.chaedle.com/ko'),
      answer(),
    ).headers.get('set-cookie');
    expect(cookie).toMatch(/^NEXT_LOCALE=ko; /);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; SameSite=lax(;|$)/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
  });

  it('over http (next start or next dev on localhost): left as it was', () => {
    const cookie = secureOverHttps(
      new NextRequest('http://localhost:3000/ko'),
      answer(),
    ).headers.get('set-cookie');
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});
