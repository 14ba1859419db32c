/**
 * The visitor's language: Accept-Language lands each browser on its language, the locale cookie
 * beats it (Secure behind https, SameSite=Lax), and the language selector keeps the page, its
 * choice surviving navigation and a new visit.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../support/site';

const cases = [
  { acceptLanguage: 'ko-KR,ko;q=0.9,en;q=0.8', expected: '/ko/company', lang: 'ko' },
  { acceptLanguage: 'vi-VN,vi;q=0.9', expected: '/vi/company', lang: 'vi' },
  { acceptLanguage: 'fr-FR,fr;q=0.9', expected: '/company', lang: 'en' },
  { acceptLanguage: '', expected: '/company', lang: 'en' },
];

test.describe('language negotiation', () => {
  for (const { acceptLanguage, expected, lang } of cases) {
    test(`Accept-Language "${acceptLanguage || 'none'}" lands on ${expected}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        extraHTTPHeaders: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
        locale: acceptLanguage ? acceptLanguage.split(',')[0] : undefined,
      });
      if (!acceptLanguage) {
        // Chromium always sends a header; an empty one stands for "no preference".
        await context.route('**/*', (route) => {
          const headers = { ...route.request().headers() };
          delete headers['accept-language'];
          return route.continue({ headers });
        });
      }
      const page = await context.newPage();
      await page.goto('/company');
      expect(new URL(page.url()).pathname).toBe(expected);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    });
  }

  test('the locale cookie is Secure behind https and keeps SameSite=Lax; plain http keeps it as it was', async ({
    request,
  }) => {
    // Vercel's edge (and a self-hoster's proxy) tells the server the visit is https.
    for (const [proto, secure] of [
      ['https', true],
      ['http', false],
    ] as const) {
      for (const path of ['/en/company', '/ko/private/consent/101']) {
        const response = await request.get(path, {
          headers: { 'Accept-Language': 'vi', 'X-Forwarded-Proto': proto },
          maxRedirects: 0,
        });
        const cookie = response.headers()['set-cookie'] ?? '';
        expect(cookie, `${proto} ${path}`).toMatch(/^NEXT_LOCALE=(en|ko);/);
        expect(cookie, `${proto} ${path}`).toMatch(/; SameSite=lax/i);
        expect(/; Secure(;|$)/i.test(cookie), `${proto} ${path}: ${cookie}`).toBe(secure);
      }
    }
  });

  test('the locale cookie beats the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'vi', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/company');
    expect(new URL(page.url()).pathname).toBe('/vi/company');
    await context.close();
  });

  test('the selector keeps the page, and its choice survives navigation and a new visit', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto('/contact/faq');
    expect(new URL(page.url()).pathname).toBe('/ko/contact/faq');

    await page.getByLabel(messages.ko.LocaleSwitcher.label).first().selectOption('en');
    await expect(page).toHaveURL((url) => url.pathname === '/contact/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/laboratory');
    expect(new URL(page.url()).pathname).toBe('/laboratory');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel(messages.en.LocaleSwitcher.label).first().selectOption('vi');
    await expect(page).toHaveURL((url) => url.pathname === '/vi/laboratory');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/vi');
    await context.close();
  });
});
