/**
 * An unknown URL is a 404 with the visitor's not-found text in the server's HTML, for a browser
 * without JavaScript and any client; known pages stay 200 and a notFound() call is still a 404.
 */
import { expect, test } from '@playwright/test';
import { localizedPath, messages } from '../../support/site';

// An unknown URL's HTML already carries the not-found text in the visitor's language, so a client
// without JavaScript reads it (docs/product.md).
test.use({ javaScriptEnabled: false });

for (const [locale, acceptLanguage] of [
  ['ko', 'ko-KR,ko;q=0.9'],
  ['en', 'en-US,en;q=0.9'],
  ['vi', 'vi-VN,vi;q=0.9'],
] as const) {
  const NotFound = messages[locale].NotFound;

  test.describe(locale, () => {
    test.use({
      locale: acceptLanguage.split(',')[0],
      extraHTTPHeaders: { 'accept-language': acceptLanguage },
    });

    test(`an unknown URL is a 404 with the ${locale} not-found text, without JavaScript`, async ({
      page,
    }) => {
      for (const path of ['/no-such-page', '/company/no-such-page', '/private/nothing-here']) {
        // The unprefixed address: the language comes from Accept-Language.
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        expect(new URL(page.url()).pathname).toBe(localizedPath(locale, path));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(NotFound.heading);
        await expect(page.getByText(NotFound.body)).toBeVisible();
        await expect(page.getByRole('link', { name: NotFound.back })).toHaveAttribute(
          'href',
          localizedPath(locale, '/'),
        );
        await expect(page).toHaveTitle(new RegExp(`^${NotFound.title}`));
        // The site chrome is there too, and the page is kept out of search results.
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      }
    });
  });
}

test('the raw HTML of a 404 carries the text, for any client', async ({ request }) => {
  const response = await request.get('/ko/no-such-page', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(`>${messages.ko.NotFound.heading}</h1>`);
  expect(html).toContain('<html lang="ko"');
});

test('known pages are untouched: a page is 200, a notFound() call is still a 404', async ({
  request,
}) => {
  expect((await request.get('/ko/privacy', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/ko/service/crew/advantage1', { maxRedirects: 0 })).status()).toBe(
    200,
  );
  expect((await request.get('/ko/private/consent/abc', { maxRedirects: 0 })).status()).toBe(404);
});
