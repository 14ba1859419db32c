import { pageRoutes as patterns } from '@/lib/content/site';
import { routePattern } from './routePattern';

describe('routePattern', () => {
  test.each([
    ['/ko/private/consent/101', '/[locale]/private/consent/[constructionIdx]'],
    ['/private/consent/4711', '/[locale]/private/consent/[constructionIdx]'],
    ['/vi/private/terms/9', '/[locale]/private/terms/[constructionIdx]'],
    ['/ko', '/[locale]'],
    ['/', '/[locale]'],
    ['/ko/company', '/[locale]/company'],
    ['/company', '/[locale]/company'],
    ['/ko/HobanON', '/[locale]/[customer]'],
    ['/HobanON', '/[locale]/[customer]'],
    ['/ko/service/inhabitant/detail', '/[locale]/service/[app]/detail'],
    ['/ko/no/such/page', '/[locale]/[...rest]'],
    ['/[locale]/company', '/[locale]/company'],
  ])('%s is named %s', (path, pattern) => {
    expect(routePattern(path, patterns)).toBe(pattern);
  });

  test('no pattern, no name', () => {
    expect(routePattern('/ko/a', ['/[locale]/b'])).toBeUndefined();
  });
});
