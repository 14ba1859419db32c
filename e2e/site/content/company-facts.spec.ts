/**
 * Company facts (lib/content/companyFacts.json): no page of this build shows a sample value of a
 * placeholder fact; placeholders are marked gaps; the Services menu carries the download boxes.
 */
import facts from '../../../lib/content/companyFacts.json';
import { adminSiteUrl, companyDetails } from '../../../lib/content/company';
import { placeholderFacts } from '../../../lib/config/companyFacts.mjs';
import { textOf } from '../../../lib/html/parseHtml.mjs';
import { attributeOf, elementsNamed } from '../../support/html';
import { skipVideoDialog } from '../../support/pageChecks';
import { expectStoreLinks, fakeValuePatterns } from '../../support/facts';
import { expect, test, type Locator } from '@playwright/test';
import { customerSlugs, locales, localizedPath, messages, pageEntries } from '../../support/site';

const pending = placeholderFacts(facts, process.env);

for (const locale of locales) {
  test(`no sample value of a placeholder fact in any page's HTML (${locale})`, async ({
    request,
  }) => {
    // Every marketing page (with the footer) and a customer landing page (the home page, bare).
    const paths = [...pageEntries.map(([, path]) => path), `/${customerSlugs[0]}`];
    for (const [index, path] of paths.entries()) {
      const url = localizedPath(locale, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      for (const pattern of fakeValuePatterns)
        expect(html, `${url} ${pattern}`).not.toMatch(pattern);
      // While a company detail is pending, the footer shows it as a marked gap.
      const hasFooter = index < pageEntries.length;
      if (hasFooter && pending.some((name) => name.startsWith('company.')))
        expect(html, url).toContain('data-placeholder');
    }
  });
}

test('JSON-LD names only confirmed facts', async ({ request }) => {
  const html = await (await request.get('/ko/company')).text();
  const blocks = elementsNamed(html, 'script')
    .filter((script) => attributeOf(script, 'type') === 'application/ld+json')
    .map((script) => JSON.parse(textOf(script)) as Record<string, unknown>);
  const organization = blocks.find((block) => block['@type'] === 'Organization')!;
  const company = companyDetails('ko');
  const expected = {
    legalName: company.legalName,
    email: company.email,
    telephone: company.phone,
    address: company.address,
  };
  for (const [key, value] of Object.entries(expected)) expect(organization[key], key).toBe(value);
});

test('contact channels: each is its confirmed value (phone and e-mail as links) or a marked gap', async ({
  page,
}) => {
  await page.goto('/ko/contact/customer');
  const ko = messages.ko;
  const company = companyDetails('ko');
  const list = page.locator('main dl').filter({ hasText: ko.Contact.channels.phone }).first();
  const rows = [
    [ko.Contact.channels.phone, company.phone, 'tel:'],
    [ko.Contact.channels.email, company.email, 'mailto:'],
    [ko.Contact.channels.fax, company.fax, undefined],
    [ko.Contact.channels.hours, company.supportHours, undefined],
  ] as const;
  for (const [label, value, scheme] of rows) {
    const dd = list
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');
    if (value) {
      await expect(dd).toHaveText(value);
      if (scheme) await expect(dd.locator(`a[href^="${scheme}"]`)).toHaveCount(1);
    } else {
      await expect(dd.locator('[data-placeholder]')).toHaveText(ko.Common.placeholder);
      await expect(dd.locator('a')).toHaveCount(0);
    }
  }
  await expect(page.locator('main')).not.toContainText(/평일 오전 9시/);
});

async function expectDownloadBoxes(boxes: Locator) {
  await expect(boxes).toBeVisible();
  await expectStoreLinks(boxes.locator('[data-app="resident"]'), 'resident');
  await expectStoreLinks(boxes.locator('[data-app="crew"]'), 'crew');
  const admin = boxes.locator('[data-app="admin"]');
  if (adminSiteUrl) await expect(admin.locator('a')).toHaveAttribute('href', adminSiteUrl);
  else await expect(admin.locator('[data-placeholder]')).toHaveCount(1);
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
    // Only the Services menu has them.
    await expect(page.locator('header [data-menu-downloads]')).toHaveCount(1);
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
