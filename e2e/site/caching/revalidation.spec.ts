import { expect, test } from '@playwright/test';

/**
 * A returning visitor's browser revalidates a prerendered page with the ETag it kept: 304 with no
 * body while the build is the same. The tag is one per build (lib/middleware/revalidation.ts), not a hash of
 * each page per request; the private pages are never stored, so they carry none.
 */
test.describe('revalidating a page the browser already has', () => {
  for (const path of ['/ko/company', '/contact/faq', '/vi', '/HobanON']) {
    test(`${path}: 304 with its ETag, 200 with another build's`, async ({ request }) => {
      const first = await request.get(path, { maxRedirects: 0 });
      expect(first.status()).toBe(200);
      const etag = first.headers()['etag'];
      expect(etag).toMatch(/^W\/"[0-9a-z]+"$/);

      const again = await request.get(path, {
        headers: { 'If-None-Match': etag! },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(304);
      expect(again.headers()['etag']).toBe(etag);
      expect((await again.body()).length).toBe(0);

      const stale = await request.get(path, {
        headers: { 'If-None-Match': 'W/"an-earlier-build"' },
        maxRedirects: 0,
      });
      expect(stale.status()).toBe(200);
      expect(await stale.text()).toContain('</html>');
    });
  }

  test('a page that does not exist and the private pages carry no ETag', async ({ request }) => {
    const missing = await request.get('/ko/no-such-page', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['etag']).toBeUndefined();
    for (const path of ['/ko/private/consent/101', '/ko/sign-in']) {
      const response = await request.get(path, {
        headers: { 'If-None-Match': '*' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['etag']).toBeUndefined();
    }
  });

  test('a browser reload asks with the tag it kept and shows the same page', async ({ page }) => {
    const first = await page.goto('/ko/company');
    const etag = await first!.headerValue('etag');
    expect(etag).toMatch(/^W\/"[0-9a-z]+"$/);
    const [reload] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/ko/company') && r.request().isNavigationRequest(),
      ),
      page.reload(),
    ]);
    // Chromium reports the revalidated copy as 200; the request shows what it asked the server.
    expect(await reload.request().headerValue('if-none-match')).toBe(etag);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
