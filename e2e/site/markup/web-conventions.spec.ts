/**
 * What phones and browsers read from every page's head: format detection off, a light colour
 * scheme, the touch icon and manifest (real PNGs of their stated sizes), and phone numbers shown as
 * tel: links.
 */
import { expect, test } from '@playwright/test';
import { privacyRemedies } from '../../../lib/privacy/policy';
import { APPLE_TOUCH_ICON, MANIFEST } from '../../../lib/seo/rootMetadata';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

for (const path of ['/ko', '/company', '/vi/privacy']) {
  test(`${path}: format-detection off, light colour scheme, touch icon and manifest linked`, async ({
    page,
  }) => {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('meta[name="format-detection"]')).toHaveAttribute(
      'content',
      /telephone=no/,
    );
    await expect(head.locator('meta[name="color-scheme"]')).toHaveAttribute(
      'content',
      'only light',
    );
    // Chromium serialises the computed value as 'light only'.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
    ).toMatch(/^(only light|light only)$/);
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      APPLE_TOUCH_ICON,
    );
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', MANIFEST);
    // The e2e build sets neither verification variable: no tag at all (lib/seo/rootMetadata.test.ts
    // covers the tags when they are set).
    await expect(head.locator('meta[name="google-site-verification"]')).toHaveCount(0);
    await expect(head.locator('meta[name="naver-site-verification"]')).toHaveCount(0);
  });
}

test('the touch icon and the manifest icons are real PNGs of their stated sizes', async ({
  request,
}) => {
  const touch = await request.get(APPLE_TOUCH_ICON);
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  const manifest = await request.get(MANIFEST);
  expect(manifest.status()).toBe(200);
  const json = (await manifest.json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(json.name).toContain('채들');
  expect(json.start_url).toBe('/');
  expect(json.icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of json.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body())).toEqual({ width, height });
  }
});

test('phone numbers shown on the site are tel: links', async ({ page }) => {
  await page.goto('/ko/privacy');
  for (const body of privacyRemedies) {
    const link = page.getByRole('main').getByRole('link', { name: body.phone, exact: true });
    await expect(link).toHaveAttribute('href', `tel:${body.phone.replace(/\D/g, '')}`);
  }
});
