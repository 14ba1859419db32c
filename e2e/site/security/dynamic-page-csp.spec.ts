/**
 * The dynamic pages (the consent flow) run under a strict script policy (docs/product.md, Limits):
 * a fresh nonce with 'strict-dynamic' on every response and every script, the static pages keep
 * their cached policy, the consent flow works under it with no violation, and the same page with
 * its nonces stripped is blocked. The prerendered pages: static-page-script-policy.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { freshAgreementIdx } from '../../support/backend';
import { messages } from '../../support/site';
import { scriptSrc, watchCsp } from '../../support/csp';
import { attributeOf, elementsNamed } from '../../support/html';

const ko = messages.ko;

test.describe('strict CSP on the dynamic pages (docs/product.md, Limits)', () => {
  const dynamicPages = ['/ko/private/consent/101', '/private/terms/101', '/vi/sign-in', '/sign-in'];

  for (const path of dynamicPages) {
    test(`${path}: a fresh nonce with 'strict-dynamic' on every response, on every script`, async ({
      request,
    }) => {
      const nonces: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const policies = response
          .headersArray()
          .filter((h) => h.name.toLowerCase() === 'content-security-policy')
          .map((h) => h.value);
        // One policy: the static pages' 'unsafe-inline' one is not sent here at all.
        expect(policies).toHaveLength(1);
        const sources = scriptSrc(policies[0]!);
        expect(sources).toContain("'strict-dynamic'");
        expect(sources).not.toContain("'unsafe-inline'");
        const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(
          sources.find((s) => s.startsWith("'nonce-")) ?? '',
        )?.[1];
        expect(nonce).toBeDefined();
        nonces.push(nonce!);
        // Every executable script of the HTML carries it, or is an inline script allowed by hash.
        const html = await response.text();
        const scripts = elementsNamed(html, 'script');
        expect(scripts.length).toBeGreaterThan(2);
        const withoutNonce = scripts.filter(
          (script) =>
            attributeOf(script, 'nonce') !== nonce &&
            attributeOf(script, 'type') !== 'application/ld+json',
        );
        expect(withoutNonce.length).toBeLessThanOrEqual(
          sources.filter((s) => s.startsWith("'sha256-")).length,
        );
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    });
  }

  test('a static page keeps its cached policy (no nonce)', async ({ request }) => {
    const response = await request.get('/ko/company');
    const policy = response.headers()['content-security-policy']!;
    expect(policy).not.toContain("'nonce-");
    expect(scriptSrc(policy)).toContain("'self'");
  });

  test('the consent flow works under it, with zero CSP violations', async ({ page }) => {
    const violations = await watchCsp(page);
    const idx = freshAgreementIdx();
    await page.goto(`/ko/private/consent/${idx}`);
    await page.getByRole('link', { name: ko.Consent.termsLink }).click();
    await expect(page).toHaveURL(new RegExp(`/ko/private/terms/${idx}$`));
    await expect(page.getByTestId('terms-content')).toBeVisible();
    await page.getByRole('link', { name: ko.Consent.backToConsent }).first().click();
    await page.getByRole('button', { name: ko.Consent.agree, exact: true }).click();
    await expect(page).toHaveURL(/\/ko\/private\/consentComplete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.completeTitle);
    expect(await violations()).toEqual([]);
    await page.goto('/ko/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('control: the same page with its nonces stripped is blocked, and the listener sees it', async ({
    page,
  }) => {
    // Proves the zero-violation test above can fail: without the nonce, nothing of Next runs.
    await page.route('**/ko/private/consent/101', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/ nonce="[^"]*"/g, '');
      await route.fulfill({ response, body: html });
    });
    const violations = await watchCsp(page);
    await page.goto('/ko/private/consent/101');
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect((await violations()).every((v) => v.startsWith('script-src'))).toBe(true);
  });
});
