import { NextResponse } from 'next/server';
import { pathLocaleOf } from './pathLocale';
import { cachedByAddress, isLanguageRedirect, privateAnswer, sharedPage } from './cacheRules';

const page = () => {
  const answer = NextResponse.next();
  answer.headers.set('Cache-Control', 's-maxage=31536000');
  answer.headers.set('Vary', 'RSC');
  answer.headers.append('set-cookie', 'NEXT_LOCALE=ko; Path=/');
  return answer;
};

describe('cachedByAddress', () => {
  it("an unprefixed address's answer is kept by the visitor's browser only, varying by language", () => {
    const answer = cachedByAddress(pathLocaleOf('/company'), page());
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('vary')).toBe('RSC, Accept-Language, Cookie');
  });

  it("a prefixed address's answer is left as it is", () => {
    const answer = cachedByAddress(pathLocaleOf('/ko/company'), page());
    expect(answer.headers.get('cache-control')).toBe('s-maxage=31536000');
    expect(answer.headers.get('vary')).toBe('RSC');
  });
});

describe('language redirects', () => {
  it('are told from pages by their Location', () => {
    expect(isLanguageRedirect(NextResponse.redirect('https://chaedle.example/ko/company'))).toBe(
      true,
    );
    expect(isLanguageRedirect(page())).toBe(false);
  });

  it('are never shared, and keep their cookie', () => {
    const answer = privateAnswer(page());
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('set-cookie')).toContain('NEXT_LOCALE=ko');
  });
});

describe('sharedPage', () => {
  it('a prerendered page carries no cookie a shared cache would hand to the next visitor', () => {
    const answer = sharedPage(page());
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('s-maxage=31536000');
  });
});
