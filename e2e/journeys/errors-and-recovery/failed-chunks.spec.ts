/**
 * When a page's code fails to arrive (a deployment replaced it): a chunk that fails to load, or a
 * failed dynamic import, opens the reload dialog and a confirmed reload recovers, a repeat asks for
 * a forced reload; and without a Sentry DSN no error report leaves the site.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageHydratedAndIdle } from '../../support/pageChecks';
import { watchCsp } from '../../support/csp';
import { messages } from '../../support/site';

const ko = messages.ko.Errors;

/** Make the page load one of its own chunks again (as the runtime does) while that request is blocked. */
async function failOneChunk(page: Page, kind: 'script' | 'stylesheet') {
  const src = await page.evaluate((k) => {
    const selector =
      k === 'script'
        ? 'script[src*="/_next/static/"]'
        : 'link[rel="stylesheet"][href*="/_next/static/"]';
    const element = document.querySelector(selector) as HTMLScriptElement | HTMLLinkElement | null;
    return element ? ('src' in element ? element.src : element.href) : '';
  }, kind);
  expect(src).toContain('/_next/static/');
  const blocked = `${src}${src.includes('?') ? '&' : '?'}deploy=old`;
  await page.route(blocked, (route) => route.abort('failed'));
  await page.evaluate(
    ({ url, k }) => {
      if (k === 'script') {
        const script = document.createElement('script');
        script.src = url;
        document.head.append(script);
      } else {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = url;
        document.head.append(link);
      }
    },
    { url: blocked, k: kind },
  );
}

test('a page chunk that fails to load opens the reload dialog; confirming reloads; a repeat asks for a forced reload', async ({
  page,
}) => {
  // Under the page's strict script policy (docs/deploying.md): nothing the dialog does is refused.
  const violations = await watchCsp(page);
  await page.goto('/ko/company');
  await page.waitForLoadState('networkidle');
  // The dialog's listeners start after hydration; networkidle alone came first on a slow host.
  await pageHydratedAndIdle(page);
  await failOneChunk(page, 'script');
  const dialog = page.getByRole('alertdialog', { name: ko.chunkTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ko.chunkText);
  await expect(dialog.getByTestId('chunk-repeat')).toHaveCount(0);

  await page.evaluate(
    () => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true),
  );
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: ko.chunkConfirm }).click(),
  ]);
  expect(
    await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
  ).toBeUndefined();
  await expect(page).toHaveURL(/\/ko\/company$/);

  // The same failure right after that reload: the dialog now asks for a forced reload.
  await page.waitForLoadState('networkidle');
  await pageHydratedAndIdle(page);
  await failOneChunk(page, 'stylesheet');
  await expect(page.getByRole('alertdialog', { name: ko.chunkTitle })).toBeVisible();
  await expect(page.getByTestId('chunk-repeat')).toHaveText(ko.chunkRepeat);
  expect(await violations()).toEqual([]);
});

test('a ChunkLoadError rejection (failed dynamic import) opens the dialog too; other failures do not', async ({
  page,
}) => {
  await page.goto('/private/consentComplete');
  await page.waitForLoadState('networkidle');
  // A script from elsewhere failing is not a chunk failure.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script');
        script.src = 'http://127.0.0.1:9/other.js';
        script.onerror = () => resolve();
        document.head.append(script);
        void Promise.reject(new Error('unrelated'));
      }),
  );
  // Absence is the point: both failures have happened and the listeners run at once; 500 ms
  // lets a dialog they opened render.
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.evaluate(() => {
    const error = new Error('Loading chunk 123 failed.');
    error.name = 'ChunkLoadError';
    void Promise.reject(error);
  });
  await expect(
    page.getByRole('alertdialog', { name: messages.en.Errors.chunkTitle }),
  ).toBeVisible();
});

test('without a DSN Sentry is off: no Sentry code loaded and no request leaves the site and its backend', async ({
  page,
}) => {
  const foreign: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) foreign.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/ko/private/consent/101');
  await page.getByRole('button', { name: messages.ko.Consent.agree, exact: true }).waitFor();
  await page.goto('/ko');
  await page.waitForLoadState('networkidle');
  // With a DSN the first uncaught error would start Sentry at once (lib/monitoring/sentryStart.ts).
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('e2e no-DSN rejection'))));
  // The lazy start runs after load in an idle period: wait for that idle period (this callback
  // runs after any the page queued), then for whatever it would have fetched.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => '__chaedleSentry' in window || '__SENTRY__' in window)).toBe(
    false,
  );
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body, src).not.toContain('__SENTRY__');
  }
});
