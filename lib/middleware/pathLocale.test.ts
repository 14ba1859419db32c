import { pathLocaleOf } from './pathLocale';

describe('pathLocaleOf', () => {
  it.each([
    ['/ko/company', { prefixed: true, locale: 'ko', page: '/company' }],
    ['/vi/private/consent/101', { prefixed: true, locale: 'vi', page: '/private/consent/101' }],
    ['/en/company', { prefixed: true, locale: 'en', page: '/company' }],
    ['/ko', { prefixed: true, locale: 'ko', page: '/' }],
    ['/vi/', { prefixed: true, locale: 'vi', page: '/' }],
    ['/company', { prefixed: false, locale: 'en', page: '/company' }],
    ['/', { prefixed: false, locale: 'en', page: '/' }],
    // A page whose name starts like a language is not prefixed.
    ['/korea', { prefixed: false, locale: 'en', page: '/korea' }],
    ['/fr/company', { prefixed: false, locale: 'en', page: '/fr/company' }],
  ])('%s', (pathname, path) => {
    expect(pathLocaleOf(pathname)).toEqual(path);
  });
});
