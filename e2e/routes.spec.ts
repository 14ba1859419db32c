import { expect, test } from '@playwright/test';
import { localizedPath, locales, messages, pageEntries } from './support/site';

for (const locale of locales) {
  test.describe(`every route in ${locale}`, () => {
    for (const [page, path] of pageEntries) {
      test(`${page} (${localizedPath(locale, path)})`, async ({ page: tab }) => {
        const response = await tab.goto(localizedPath(locale, path));
        expect(response?.status()).toBe(200);
        await expect(tab.locator('html')).toHaveAttribute('lang', locale);
        await expect(tab.locator('h1').first()).toBeVisible();
        const pageMessages = messages[locale].Pages[page];
        await expect(tab).toHaveTitle(new RegExp(pageMessages.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      });
    }

    test('advantage1 aliases render the advantage page with a canonical link to it', async ({ page }) => {
      for (const app of ['inhabitant', 'admin', 'crew']) {
        const response = await page.goto(localizedPath(locale, `/service/${app}/advantage1`));
        expect(response?.status()).toBe(200);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(localizedPath(locale, `/service/${app}/advantage`));
        const aliasHeading = await page.locator('h1').first().textContent();
        await page.goto(localizedPath(locale, `/service/${app}/advantage`));
        await expect(page.locator('h1').first()).toHaveText(aliasHeading!);
      }
    });
  });
}
