import { routePatterns } from '../config/routePatterns.mjs';
import { routePattern } from './routePattern';

const patterns = routePatterns('app');

describe('routePattern', () => {
  test('app/ gives the page routes without route groups', () => {
    expect(patterns).toContain('/[locale]/private/consent/[constructionIdx]');
    expect(patterns).toContain('/[locale]');
    expect(patterns.some((pattern) => pattern.includes('('))).toBe(false);
  });

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
