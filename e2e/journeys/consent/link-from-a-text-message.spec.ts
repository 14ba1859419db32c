import { expect, test } from '@playwright/test';
import { freshAgreementIdx } from '../../support/backend';
import { messages } from '../../support/site';
import { attributeOf, elementsNamed } from '../../support/html';

/** The lang of a page's <html>. */
const langOf = (html: string) => attributeOf(elementsNamed(html, 'html')[0]!, 'lang');

/**
 * A consent link arrives by text message and is opened on a phone, often on a slow network: the
 * unprefixed address answers 200 in the negotiated language, with no redirect's round trip first.
 */
const koreanPhone = {
  'Accept-Language': 'ko-KR,ko;q=0.9,en-US;q=0.8',
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

test.describe('a consent link opens where it points, in the visitor language', () => {
  test('a Korean phone gets 200 with the Korean page and the agreement in the first HTML', async ({
    request,
  }) => {
    const response = await request.get('/private/consent/101', {
      headers: koreanPhone,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(langOf(html)).toBe('ko');
    expect(html).toContain('채들 리버사이드 2차');
    expect(html).toContain(messages.ko.Consent.agree);
    const headers = response.headers();
    // One address, a language per visitor: no cache may keep it (Next sets its own Vary).
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['cache-control']).toContain('private');
    expect(headers['x-robots-tag']).toContain('noindex');
    // The strict per-request policy of the dynamic pages still applies (docs/product.md).
    expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[^']+'/);
    // Negotiated from the browser's own language, so nothing to remember in a cookie.
    expect(headers['set-cookie'] ?? '').not.toContain('NEXT_LOCALE');
  });

  for (const path of [
    '/private/terms/101',
    '/private/consentComplete',
    '/private/consentError',
    '/private/consentEnd?reason=expired',
    '/sign-in',
  ]) {
    test(`${path} answers 200 in Korean without a redirect`, async ({ request }) => {
      const response = await request.get(path, { headers: koreanPhone, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(langOf(await response.text())).toBe('ko');
    });
  }

  test('Vietnamese from the browser language, English by default', async ({ request }) => {
    const vi = await request.get('/private/consent/101', {
      headers: { 'Accept-Language': 'vi-VN,vi;q=0.9' },
      maxRedirects: 0,
    });
    expect(vi.status()).toBe(200);
    const viHtml = await vi.text();
    expect(langOf(viHtml)).toBe('vi');
    expect(viHtml).toContain(messages.vi.Consent.agree);
    const fallback = await request.get('/private/consent/101', {
      headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
      maxRedirects: 0,
    });
    expect(fallback.status()).toBe(200);
    expect(langOf(await fallback.text())).toBe('en');
  });

  test('the locale cookie beats the browser language', async ({ request }) => {
    const response = await request.get('/private/consent/101', {
      headers: { ...koreanPhone, Cookie: 'NEXT_LOCALE=vi' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(langOf(await response.text())).toBe('vi');
  });

  test('prefixed links keep working, and an unknown private path is still a 404 in Korean', async ({
    request,
  }) => {
    const prefixed = await request.get('/ko/private/consent/101', { maxRedirects: 0 });
    expect(prefixed.status()).toBe(200);
    const unknown = await request.get('/private/nothing-here', { headers: koreanPhone });
    expect(unknown.status()).toBe(404);
    expect(langOf(await unknown.text())).toBe('ko');
  });
});

test.describe('on a Korean phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'ko-KR',
    userAgent: koreanPhone['User-Agent'],
  });

  test('the link is one request, and consent carries on in Korean', async ({ page }) => {
    const idx = freshAgreementIdx();
    const response = await page.goto(`/private/consent/${idx}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe(`/private/consent/${idx}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.getByRole('button', { name: messages.ko.Consent.agree, exact: true }).tap();
    await expect(page).toHaveURL(/\/private\/consentComplete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.ko.Consent.completeTitle,
    );
  });
});
