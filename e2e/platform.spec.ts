import { expect, test } from './support/test';
import { withMotion } from './support/pageChecks';
import { localizedPath, locales, pageEntries } from './support/site';
import { PERMISSIONS_POLICY } from '../lib/security/securityHeaders.mjs';

test.describe('prerendering', () => {
  // A prerendered page is served from the build; at a language's own address with a long
  // shared-cache lifetime, at an unprefixed one (which answers by the visitor's language) for the
  // visitor's browser only (SECURITY.md section 3).
  for (const locale of locales) {
    test(`every marketing page is prerendered in ${locale}`, async ({ request }) => {
      for (const [, path] of pageEntries) {
        const response = await request.get(localizedPath(locale, path), {
          headers: { 'Accept-Language': locale },
        });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], path).toBe(
          locale === 'en' ? 'private, no-cache' : 's-maxage=31536000',
        );
        expect(response.headers()['x-nextjs-prerender'], path).toBeTruthy();
      }
    });
  }
});

test('security headers are on every response', async ({ request }) => {
  for (const path of [
    '/',
    '/ko/company',
    '/private/consent/101',
    '/sitemap.xml',
    '/no-such-page',
  ]) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  }
});

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

test('the e2e-only routes do not exist in a production build', async ({ request }) => {
  // app/api/e2e/throw/route.e2e.ts is a route only with E2E_TEST_HOOKS in a non-production build.
  for (const method of ['GET', 'POST']) {
    const response = await request.fetch('/api/e2e/throw?token=production', { method });
    expect(response.status(), method).toBe(404);
  }
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

test('a hash link scrolls smoothly below the fixed top bar; navigation starts at the top', async ({
  page,
}) => {
  await withMotion(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/company');
  await page.waitForLoadState('networkidle');
  // A tall page with a hash target, added outside React's tree so it survives the navigation below.
  await page.evaluate(() => {
    const block = (height: number) =>
      Object.assign(document.createElement('div'), { style: `height:${height}px` });
    const target = Object.assign(document.createElement('h2'), {
      id: 'e2e-target',
      textContent: 'target',
    });
    const link = Object.assign(document.createElement('a'), {
      href: '#e2e-target',
      id: 'e2e-link',
      textContent: 'jump',
    });
    document.body.prepend(link);
    document.body.append(block(2000), target, block(2000));
  });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'smooth',
  );
  await page.click('#e2e-link');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById('e2e-target')!.getBoundingClientRect().top),
      ),
    )
    .toBe(64);

  await page.locator('header a[href="/laboratory"]').first().click();
  await page.waitForURL('**/laboratory');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
