import { negotiatedLocale } from './negotiatedLocale';

const headers = (cookie: string | undefined, acceptLanguage: string | null) => {
  const h = new Headers();
  if (cookie) h.set('cookie', cookie);
  if (acceptLanguage) h.set('accept-language', acceptLanguage);
  return h;
};

describe('negotiatedLocale', () => {
  it.each([
    [undefined, 'ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    [undefined, 'vi-VN,vi;q=0.9', 'vi'],
    [undefined, 'fr-FR,fr;q=0.9,vi;q=0.5,ko;q=0.7', 'ko'],
    [undefined, 'de-DE', 'en'],
    [undefined, null, 'en'],
    [undefined, 'ko;q=0', 'en'],
    ['NEXT_LOCALE=vi', 'ko-KR', 'vi'],
    ['theme=dark; NEXT_LOCALE=en', 'ko-KR', 'en'],
    ['NEXT_LOCALE=xx', 'ko-KR', 'ko'],
  ] as const)('cookie %s, Accept-Language %s → %s', (cookie, acceptLanguage, locale) => {
    expect(negotiatedLocale(headers(cookie, acceptLanguage))).toBe(locale);
  });
});
