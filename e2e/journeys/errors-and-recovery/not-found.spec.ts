/**
 * An unknown address is a translated 404 page in every language.
 */
import { expect, test } from '@playwright/test';
import { localizedPath, locales, messages } from '../../support/site';

for (const locale of locales) {
  for (const path of [
    '/no-such-page',
    '/company/no-such-page',
    '/private/consent/abc',
    '/private/terms/0',
  ]) {
    test(`${localizedPath(locale, path)} is a translated 404 in ${locale}`, async ({ page }) => {
      const response = await page.goto(localizedPath(locale, path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messages[locale].NotFound.heading,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Marketing 404s keep the site chrome; a broken consent link stays a bare page.
      await expect(page.getByRole('banner')).toHaveCount(path.startsWith('/private/') ? 0 : 1);
      const back = page.getByRole('link', { name: messages[locale].NotFound.back });
      await expect(back).toBeVisible();
      // Styled by the stylesheet every page loads (app/notFound.css): a large code, a filled button.
      await expect(page.getByText('404', { exact: true })).toHaveCSS('font-size', '64px');
      await expect(back).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  }
}
