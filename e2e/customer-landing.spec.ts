import { expect, test } from './support/test';
import { customerSlugs, messages } from './support/site';

for (const slug of customerSlugs) {
  test(`customer landing page /${slug} shows the home page without the default layout`, async ({
    page,
  }) => {
    const response = await page.goto(`/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.en.Pages.home.heading,
    );
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

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
