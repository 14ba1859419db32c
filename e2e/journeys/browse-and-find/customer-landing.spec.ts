/**
 * A customer's own landing page (/<slug>) is the home page without the default layout, in every
 * language, kept out of search; another casing of the slug redirects permanently to the canonical
 * one.
 */
import { expect, test } from '@playwright/test';
import { customerSlugs, messages } from '../../support/site';
import { attributeOf, elementsNamed, visibleText } from '../../support/html';
import { skipVideoDialog } from '../../support/pageChecks';

const [shownSlug] = customerSlugs;
const ko = messages.ko;

test(`customer landing page /${shownSlug} shows the home page without the default layout`, async ({
  page,
}) => {
  const response = await page.goto(`/${shownSlug}`);
  expect(response?.status(), shownSlug).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.Pages.home.heading);
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

// Every slug is the same route and layout as the one above: its server HTML shows that it exists
// and is that page (docs/testing.md).
test('every customer landing page is the home page without the default layout, kept out of search', async ({
  request,
}) => {
  for (const slug of customerSlugs) {
    const response = await request.get(`/${slug}`, { maxRedirects: 0 });
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    expect(visibleText(elementsNamed(html, 'h1')[0]), slug).toBe(messages.en.Pages.home.heading);
    expect(elementsNamed(html, 'header'), slug).toHaveLength(0);
    expect(elementsNamed(html, 'footer'), slug).toHaveLength(0);
    const robots = elementsNamed(html, 'meta').find(
      (meta) => attributeOf(meta, 'name') === 'robots',
    );
    expect(robots && attributeOf(robots, 'content'), slug).toMatch(/noindex/);
  }
});

test('customer landing pages work in every language', async ({ page }) => {
  await page.goto('/ko/HobanON');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ko.Pages.home.heading);
  await page.goto('/vi/seohan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.vi.Pages.home.heading);
});

test('another casing of a customer slug redirects permanently to the canonical one', async ({
  request,
}) => {
  for (const [typed, canonical] of [
    ['/hobanon', '/HobanON'],
    ['/hs', '/HS'],
    ['/ko/HOBANON', '/ko/HobanON'],
  ] as const) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(canonical);
  }
});

test('customer landing pages carry the home page without the default layout', async ({ page }) => {
  await skipVideoDialog(page);
  await page.goto('/ko/HobanON');
  await expect(page.locator('section#contact').getByRole('tab')).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: ko.Home.floating.label })).toBeVisible();
  await expect(page.getByRole('region', { name: ko.AiBanner.label })).toHaveCount(0);
});
