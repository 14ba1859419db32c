import * as names from './routeNames';

const entries = (byType: Record<string, { name: string; startTime: number }[]>) =>
  ({
    getEntriesByType: (type: string) => byType[type] ?? [],
    getEntriesByName: (name: string) =>
      Object.values(byType)
        .flat()
        .filter((e) => e.name === name),
  }) as unknown as Performance;

describe('routeName', () => {
  test.each([
    ['/ko/company?ref=x#frag', '/[locale]/company'],
    ['https://www.chaedle.com/ko/company?utm_source=y', '/[locale]/company'],
    ['/company', '/[locale]/company'],
    ['/[locale]/company', '/[locale]/company'],
  ])('%s is %s', (address, pattern) => {
    expect(names.routeName(address)).toBe(pattern);
  });

  test.each(['/ko/no/such/page?x=1', '/ko/no-such-page', '/no-such-page', '/vi/private/nope'])(
    'an address of no page (%s) is the not-found page, never a landing page or itself',
    (address) => {
      expect(names.routeName(address)).toBe('/[locale]/page-not-found');
      expect(names.routeName(`https://www.chaedle.com${address}`)).toBe('/[locale]/page-not-found');
    },
  );

  test('a landing page is named by its pattern', () => {
    expect(names.routeName('/ko/HobanON?ref=x')).toBe('/[locale]/[customer]');
    expect(names.routeName('/ko/private/consent/101')).toBe(
      '/[locale]/private/consent/[constructionIdx]',
    );
  });

  test('a name that is not an address is kept', () => {
    expect(names.namedByPattern('Click')).toBe('Click');
  });
});

describe('the landing page', () => {
  test('is the navigation entry, not where the app has soft-navigated since', () => {
    const performance = entries({
      navigation: [{ name: 'https://x/ko/company?ref=1', startTime: 0 }],
    });
    expect(names.landingUrl(performance, { href: 'https://x/ko/faq' })).toBe(
      'https://x/ko/company?ref=1',
    );
  });

  test('is the current address where the browser has no navigation entry', () => {
    expect(names.landingUrl(entries({}), { href: 'https://x/ko' })).toBe('https://x/ko');
  });
});

describe('names by route as a last net', () => {
  test('a navigation renamed by its raw path, and every segment name, become patterns', () => {
    const span = names.spanNamedByRoute({
      name: '/ko/company',
      attributes: {
        'sentry.op': 'navigation',
        'sentry.segment.name': '/ko/company',
        'sentry.transaction': '/ko/company',
      },
    });
    expect(span).toEqual({
      name: '/[locale]/company',
      attributes: {
        'sentry.op': 'navigation',
        'sentry.segment.name': '/[locale]/company',
        'sentry.transaction': '/[locale]/company',
      },
    });
  });

  test('a resource span keeps its name (an address, but not a page)', () => {
    const span = { name: '/_next/static/a.js', attributes: { 'sentry.op': 'resource.script' } };
    expect(names.spanNamedByRoute(span).name).toBe('/_next/static/a.js');
  });

  test("an error's transaction is its route pattern", () => {
    expect(names.eventNamedByRoute({ transaction: '/ko/private/consent/101' }).transaction).toBe(
      '/[locale]/private/consent/[constructionIdx]',
    );
    expect(names.eventNamedByRoute({})).toEqual({});
  });
});
