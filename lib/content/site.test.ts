import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  canonicalCustomerSlug,
  customerSlugs,
  footerOnlyPages,
  isKnownPath,
  isResidentPage,
  marketingPages,
  menus,
  NOT_FOUND_PAGE,
  pageRoutes,
  serviceAppSlug,
  serviceApps,
} from './site';

describe('customer slugs', () => {
  it('lists the 15 customer landing pages of docs/product.md (routes)', () => {
    expect(customerSlugs).toHaveLength(15);
  });

  it.each([
    ['hobanon', 'HobanON'],
    ['HOBANON', 'HobanON'],
    ['hs', 'HS'],
    ['Seohan', 'seohan'],
    ['company', undefined],
    ['hoban', undefined],
  ])('%s → %s', (segment, expected) => {
    expect(canonicalCustomerSlug(segment)).toBe(expected);
  });
});

describe('menus', () => {
  it('link only to pages of the route map, and reach every page but home and the footer-only ones', () => {
    const linked = new Set(
      menus.flatMap((menu) =>
        menu.items.flatMap((item) => [item.page, ...(item.children ?? []).map((c) => c.page)]),
      ),
    );
    const footerOnly: readonly string[] = footerOnlyPages;
    const pages = Object.keys(marketingPages).filter(
      (page) => page !== 'home' && !footerOnly.includes(page),
    );
    expect([...linked].sort()).toEqual(pages.sort());
  });
});

/** Every URL path the page files under app/[locale] serve, dynamic segments filled in. */
function pagePaths(dir: string, segments: string[] = []): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry.startsWith('(')) return pagePaths(full, segments);
      return pagePaths(full, [...segments, entry]);
    }
    if (entry !== 'page.tsx') return [];
    const expand = (done: string[], rest: string[]): string[] => {
      if (rest.length === 0) return [`/${done.join('/')}`];
      const [head, ...tail] = rest as [string, ...string[]];
      if (head === '[app]')
        return serviceApps.flatMap((app) => expand([...done, serviceAppSlug[app]], tail));
      if (head === '[customer]')
        return customerSlugs.flatMap((slug) => expand([...done, slug], tail));
      if (head === '[constructionIdx]') return expand([...done, '101'], tail);
      if (head.startsWith('[...')) return [];
      return expand([...done, head], tail);
    };
    return expand([], segments);
  });
}

describe('isKnownPath', () => {
  const pages = pagePaths(path.join(__dirname, '..', '..', 'app', '[locale]')).filter(
    (page) => page !== NOT_FOUND_PAGE,
  );

  it('knows every page file under app/[locale]', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => !isKnownPath(page))).toEqual([]);
  });

  it.each([
    '/',
    '/company',
    '/company/',
    '/privacy',
    '/service/crew/advantage1',
    '/HobanON',
    '/private/consent/abc',
  ])('knows %s', (page) => expect(isKnownPath(page)).toBe(true));

  it.each([
    '/no-such-page',
    '/company/no-such-page',
    '/hobanon',
    '/service/x/advantage1',
    '/private/consent',
    '/private/consent/1/2',
    NOT_FOUND_PAGE,
  ])('does not know %s', (page) => expect(isKnownPath(page)).toBe(false));
});

describe('isResidentPage', () => {
  it('is every page file under (bare) but the customer landing pages', () => {
    const bare = pagePaths(path.join(__dirname, '..', '..', 'app', '[locale]', '(bare)'));
    const landing = new Set(customerSlugs.map((slug) => `/${slug}`));
    expect(bare.filter((page) => !landing.has(page) && !isResidentPage(page))).toEqual([]);
    expect(bare.filter((page) => landing.has(page) && isResidentPage(page))).toEqual([]);
  });

  it.each(['/private/consent/101', '/private/terms/101/', '/private/consentEnd', '/sign-in/'])(
    'is %s',
    (page) => expect(isResidentPage(page)).toBe(true),
  );

  it.each(['/company', '/private/nothing', '/private/consent', '/sign-in/x', '/ko/sign-in'])(
    'is not %s',
    (page) => expect(isResidentPage(page)).toBe(false),
  );
});

describe('pageRoutes', () => {
  /** The page routes app/ holds, as Next.js names them (route groups left out). */
  function routesOf(dir: string, prefix = ''): string[] {
    const entries = readdirSync(dir, { withFileTypes: true });
    const here = entries.some((entry) => /^page\.tsx?$/.test(entry.name)) ? [prefix || '/'] : [];
    return [
      ...here,
      ...entries
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
        .flatMap((entry) =>
          routesOf(
            path.join(dir, entry.name),
            /^\(.*\)$/.test(entry.name) ? prefix : `${prefix}/${entry.name}`,
          ),
        ),
    ];
  }

  test('is every page route of app/, and only those', () => {
    expect([...pageRoutes]).toEqual(routesOf('app').sort());
  });
});
