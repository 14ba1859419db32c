import { expect, test } from './support/test';
import { agreementApiPath, failNext, freshAgreementIdx } from './support/backend';
import { messages } from './support/site';
import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/browser/chunkWatchdog';
import { pageHydratedAndIdle } from './support/pageChecks';
import { scriptSrc, watchCsp } from './support/csp';

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
        const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
        expect(scripts.length).toBeGreaterThan(2);
        const withoutNonce = scripts.filter(
          (attrs) =>
            !attrs.includes(`nonce="${nonce}"`) && !/type="application\/ld\+json"/.test(attrs),
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

test('a backend that never answers: the error state and its retry within 20 s; the retry works', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const idx = freshAgreementIdx();
  // The server's prefetch (1.5 s) and the browser's GET both hang.
  await failNext({ method: 'GET', path: agreementApiPath(idx), hang: true, times: 2 });
  // Timed from the browser's own GET, so a slow host's page load does not count against the
  // client's 15 000 ms limit (docs/product.md, "Limits"); on a two-core machine the whole wait from
  // navigation is about 18 s.
  let started = 0;
  const browserGet = page.waitForRequest((request) => {
    const match = request.method() === 'GET' && request.url().endsWith(agreementApiPath(idx));
    if (match) started = Date.now();
    return match;
  });
  await page.goto(`/ko/private/consent/${idx}`);
  await browserGet;
  const retry = page.getByRole('button', { name: ko.Consent.retry });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThan(14_000);
  expect(waited).toBeLessThan(20_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.loadErrorTitle);
  await retry.click();
  await expect(page.getByRole('button', { name: ko.Consent.agree, exact: true })).toBeVisible();
});

test('a page chunk still pending after the chunk timeout opens the reload dialog', async ({
  page,
}) => {
  // The product's 120 000 ms (docs/product.md, "Constants") runs as 3 000 in this page: only a
  // timer of exactly that length is shortened, so the watchdog must still use the product's value.
  // (Playwright's fake clock would not do: its fake `performance` has no resource timing entries.)
  await page.addInitScript(
    ([productMs, testMs]) => {
      const setTimeoutOfPage = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        setTimeoutOfPage(handler, ms === productMs ? testMs : ms, ...rest)) as typeof setTimeout;
    },
    [CHUNK_LOAD_TIMEOUT_MS, 3_000] as const,
  );
  await page.goto('/ko/company');
  await pageHydratedAndIdle(page); // the watchdog starts with the page's effects
  const src = await page.evaluate(
    () => (document.querySelector('script[src*="/_next/static/"]') as HTMLScriptElement).src,
  );
  const stalled = `${src}${src.includes('?') ? '&' : '?'}stall=1`;
  let release: () => void = () => undefined;
  await page.route(stalled, (route) =>
    new Promise<void>((resolve) => (release = resolve)).then(() => route.abort()),
  );
  const appendedAt = await page.evaluate((url) => {
    const script = document.createElement('script');
    script.src = url;
    document.head.append(script);
    return performance.now();
  }, stalled);
  const dialog = page.getByRole('alertdialog', { name: ko.Errors.chunkTitle });
  await expect(dialog).toBeVisible({ timeout: 9_000 });
  // Not before the timeout, timed by the page's clock: nothing else may open it sooner.
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(appendedAt + 3_000);
  release();
});
