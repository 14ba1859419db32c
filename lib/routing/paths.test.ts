import { languageAlternates, localizedPath } from './paths';

describe('localizedPath', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/company', '/company'],
    ['ko', '/', '/ko'],
    ['ko', '/company/brand', '/ko/company/brand'],
    ['vi', '/laboratory', '/vi/laboratory'],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });
});

describe('languageAlternates', () => {
  it('names every locale and x-default, the unprefixed English URL', () => {
    expect(languageAlternates('https://chaedle.com', '/contact/faq')).toEqual({
      ko: 'https://chaedle.com/ko/contact/faq',
      en: 'https://chaedle.com/contact/faq',
      vi: 'https://chaedle.com/vi/contact/faq',
      'x-default': 'https://chaedle.com/contact/faq',
    });
  });
});
