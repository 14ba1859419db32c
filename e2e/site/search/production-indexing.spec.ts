/**
 * A production build is indexable as deployed: the sitemap lists every page in every language
 * with its alternates and nothing private, robots.txt allows every path and names the sitemap, no
 * X-Robots-Tag on marketing pages, sitemap or cards, canonical and hreflang links on every page and
 * noindex on the consent pages. What a crawler reads in each page: crawler-view.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { localizedPath, locales, pageEntries } from '../../support/site';

test('the sitemap lists every page in every language with alternates, and nothing private', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const expected = locales.flatMap((locale) =>
    pageEntries.map(([, path]) => localizedPath(locale, path)),
  );
  expect(urls.sort()).toEqual(expected.sort());
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/company"`);
  expect(xml).not.toMatch(/private|HobanON/);
});

test('robots.txt of a production build allows every path and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  const text = await response.text();
  expect(text).toContain('Allow: /');
  // Consent pages stay out through their noindex header; a Disallow would hide it from crawlers.
  expect(text).not.toContain('Disallow');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(response.headers()['x-robots-tag']).toBeUndefined();
});

test('a production build is indexable: no X-Robots-Tag on marketing pages, sitemap or cards', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/ko/company',
    '/vi/contact/faq',
    '/sitemap.xml',
    '/og/ko/home.png',
    '/favicon.ico',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
  }
  // One source of hreflang: the HTML alternates, no Link header from the middleware.
  expect((await request.get('/ko/company')).headers()['link'] ?? '').not.toContain('hreflang');
});

test('pages carry canonical and hreflang alternates; consent pages are noindex', async ({
  page,
  baseURL,
}) => {
  await page.goto('/ko/contact/faq');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/ko/contact/faq`,
  );
  for (const [lang, path] of [
    ['ko', '/ko/contact/faq'],
    ['en', '/contact/faq'],
    ['vi', '/vi/contact/faq'],
    ['x-default', '/contact/faq'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
  }
  await page.goto('/private/consentComplete');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
