/**
 * Getting the app: /app/<app> sends an iPhone to the App Store, Android to Google Play (each once
 * its store URL is confirmed, the download page till then) and a desktop to the download page;
 * the download dialog's and the download page's QR codes decode to
 * those addresses.
 */
import jsQR from 'jsqr';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fakeValuePatterns } from '../../support/facts';
import { skipVideoDialog } from '../../support/pageChecks';
import { screenPixels } from '../../support/pixels';
import { messages } from '../../support/site';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

for (const app of ['resident', 'crew'] as const) {
  test(`/app/${app} sends an iPhone to the App Store, Android to Google Play, a desktop to the download page`, async ({
    request,
  }) => {
    // A phone whose store URL is still a placeholder gets the download page instead: which one it
    // gets is lib/routing/appRedirect.test.ts's, on a fixture with every store confirmed and one
    // with none. Here: the store of its kind or the download page, never a sample URL.
    const cases = [
      [UA.iphone, 'en', /^(https:\/\/apps\.apple\.com\/|\/company\/download$)/],
      [UA.android, 'ko-KR,ko;q=0.9', /^(https:\/\/play\.google\.com\/|\/ko\/company\/download$)/],
      [UA.desktop, 'ko-KR,ko;q=0.9', /^\/ko\/company\/download$/],
      [UA.desktop, 'vi-VN', /^\/vi\/company\/download$/],
      [UA.desktop, 'en-US', /^\/company\/download$/],
    ] as const;
    for (const [userAgent, language, location] of cases) {
      const response = await request.get(`/app/${app}`, {
        headers: { 'user-agent': userAgent, 'accept-language': language },
        maxRedirects: 0,
      });
      expect(response.status(), `${userAgent} ${language}`).toBe(302);
      expect(response.headers()['location']).toMatch(location);
      for (const pattern of fakeValuePatterns)
        expect(response.headers()['location']).not.toMatch(pattern);
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['vary']).toContain('User-Agent');
    }
  });
}

test('an unknown app is not found, and /app/* has no locale', async ({ request }) => {
  expect((await request.get('/app/admin', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/ko/app/resident', { maxRedirects: 0 })).status()).toBe(404);
});

test('a desktop browser that opens the QR address lands on the download page', async ({ page }) => {
  await skipVideoDialog(page);
  const response = await page.goto('/app/crew');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/company/download');
});

/** Decodes a QR code from the element's rendered pixels with a real QR reader (jsQR). */
async function decodeQr(page: Page, code: Locator): Promise<string | undefined> {
  // Centred, as a visitor holds it up to a phone: at the viewport's bottom edge the floating AI
  // banner can cover part of a code on the download page.
  await code.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const pixels = await screenPixels(page, code);
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

test('the download dialog’s and the download page’s QR codes decode to the /app/* addresses', async ({
  page,
  baseURL,
}) => {
  await skipVideoDialog(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ko');
  const ko = messages.ko;
  const dialog = page.getByRole('dialog', { name: ko.DownloadDialog.title });
  // A click before the page has hydrated does nothing: click until the dialog is open.
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: ko.Common.download }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  for (const app of ['resident', 'crew'] as const) {
    const code = dialog.locator(`[data-app=${app}] [data-qr-url]`);
    expect(await decodeQr(page, code)).toBe(`${baseURL}/app/${app}`);
  }
  await page.goto('/company/download');
  for (const app of ['resident', 'crew'] as const) {
    const code = page.getByRole('main').locator(`[data-app=${app}] [data-qr-url]`);
    expect(await decodeQr(page, code)).toBe(`${baseURL}/app/${app}`);
  }
});
