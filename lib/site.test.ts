import {
  canonicalCustomerSlug,
  customerSlugs,
  footerOnlyPages,
  marketingPages,
  menus,
} from './site';

describe('customer slugs', () => {
  it('lists the 15 landing pages of SPEC section 2', () => {
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
