/**
 * Company facts (lib/content/companyFacts.json) in this build, whatever the file holds today: no
 * page shows a sample value; the JSON-LD Organization names none; each contact channel is its
 * value or a marked gap, never a link to a gap; the Services menu carries the download boxes.
 * Which fact shows its value and which a gap: the unit tests, on a fixture with every fact
 * confirmed and one with none (test/companyFacts.ts).
 */
import { textOf } from '../../../lib/html/parseHtml.mjs';
import { attributeOf, elementsNamed } from '../../support/html';
import { skipVideoDialog } from '../../support/pageChecks';
import { e2eAdminSiteUrl, expectStoreItems, fakeValuePatterns } from '../../support/facts';
import { expect, test, type Locator } from '@playwright/test';
import { customerSlugs, locales, localizedPath, messages, pageEntries } from '../../support/site';

for (const locale of locales) {
  test(`no sample value of a placeholder fact in any page's HTML (${locale})`, async ({
    request,
  }) => {
    // Every marketing page (with the footer) and a customer landing page (the home page, bare).
    const paths = [...pageEntries.map(([, path]) => path), `/${customerSlugs[0]}`];
    for (const path of paths) {
      const url = localizedPath(locale, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      for (const pattern of fakeValuePatterns)
        expect(html, `${url} ${pattern}`).not.toMatch(pattern);
    }
  });
}

test('JSON-LD: one Organization, named, with no sample value', async ({ request }) => {
  const html = await (await request.get('/ko/company')).text();
  const blocks = elementsNamed(html, 'script')
    .filter((script) => attributeOf(script, 'type') === 'application/ld+json')
    .map((script) => JSON.parse(textOf(script)) as Record<string, unknown>);
  const organizations = blocks.filter((block) => block['@type'] === 'Organization');
  expect(organizations).toHaveLength(1);
  expect(organizations[0]!.name).toBe(messages.ko.Meta.siteName);
  for (const pattern of fakeValuePatterns)
    expect(JSON.stringify(organizations[0]), `${pattern}`).not.toMatch(pattern);
});

test('contact channels: each its value or a marked gap, never both; only phone and e-mail link', async ({
  page,
}) => {
  await page.goto('/ko/contact/customer');
  const ko = messages.ko;
  const list = page.locator('main dl').filter({ hasText: ko.Contact.channels.phone }).first();
  const rows = [
    [ko.Contact.channels.phone, 'tel:'],
    [ko.Contact.channels.email, 'mailto:'],
    [ko.Contact.channels.fax, undefined],
    [ko.Contact.channels.hours, undefined],
  ] as const;
  await expect(list.locator('dt')).toHaveText(rows.map(([label]) => label));
  for (const [label, scheme] of rows) {
    const dd = list
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');
    const gaps = await dd.locator('[data-placeholder]').count();
    const links = await dd.locator('a').count();
    const withScheme = scheme ? await dd.locator(`a[href^="${scheme}"]`).count() : 0;
    expect(await dd.textContent(), label).not.toBe('');
    expect(gaps + links, `${label}: at most one of a gap and a link`).toBeLessThanOrEqual(1);
    expect(withScheme, `${label}: a link only as ${scheme ?? 'none'}`).toBe(links);
  }
  await expect(page.locator('main')).not.toContainText(/평일 오전 9시/);
});

async function expectDownloadBoxes(boxes: Locator) {
  await expect(boxes).toBeVisible();
  await expectStoreItems(boxes.locator('[data-app="resident"]'));
  await expectStoreItems(boxes.locator('[data-app="crew"]'));
  // Confirmed in every e2e build by NEXT_PUBLIC_ADMIN_SITE_URL.
  await expect(boxes.locator('[data-app="admin"] a')).toHaveAttribute('href', e2eAdminSiteUrl);
}

test.describe('the Services menu carries the download boxes (docs/product.md, routes)', () => {
  test.beforeEach(async ({ page }) => skipVideoDialog(page));

  test('desktop dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ko/company');
    const nav = page.getByRole('navigation', { name: messages.ko.Nav.primary });
    const service = nav.getByRole('button', { name: messages.ko.Nav.service });
    await service.focus();
    await page.keyboard.press('Enter');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    const boxes = nav.locator('[data-menu-downloads]');
    await expectDownloadBoxes(boxes);
    await expect(boxes).toContainText(messages.ko.Service.download.title);
    // Only the Services menu shows them (the closed drawer may hold its own, hidden).
    await expect(page.locator('header [data-menu-downloads]:visible')).toHaveCount(1);
  });

  test('mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vi/company');
    const vi = messages.vi;
    await page.getByRole('button', { name: vi.Common.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: vi.Header.drawer });
    await drawer.getByRole('button', { name: vi.Nav.service }).click();
    const boxes = drawer.locator('[data-menu-downloads]');
    await expectDownloadBoxes(boxes);
    await expect(boxes).toContainText(vi.Service.download.resident.title);
  });
});
