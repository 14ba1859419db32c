/**
 * The production build prerenders every marketing page in every language, and the e2e-only routes
 * (compiled into the preview build only) do not exist in it.
 */
import { expect, test } from '@playwright/test';
import { localizedPath, locales, pageEntries } from '../../support/site';

test.describe('prerendering', () => {
  // A prerendered page is served from the build; at a language's own address with a long
  // shared-cache lifetime, at an unprefixed one (which answers by the visitor's language) for the
  // visitor's browser only (docs/threat-model.md section 3).
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

test('the e2e-only routes do not exist in a production build', async ({ request }) => {
  // app/api/e2e/**/*.e2e.ts(x) are routes only with E2E_TEST_HOOKS in a non-production build.
  for (const method of ['GET', 'POST']) {
    const response = await request.fetch('/api/e2e/throw?token=production', { method });
    expect(response.status(), method).toBe(404);
  }
  expect((await request.get('/api/e2e/figures')).status(), 'the figures page').toBe(404);
});
