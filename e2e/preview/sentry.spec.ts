/**
 * Sentry, proven: the preview build carries a DSN pointing at the ingest stand-in
 * (scripts/stand-ins/sentry.mjs). Errors in the browser and on the server arrive with release 0.0.1
 * and environment "preview", without what the visitor typed; a ChunkLoadError is dropped; an error
 * raised before the lazily loaded SDK starts (lib/monitoring/report.ts), even before the site's scripts
 * run (the inline queue of lib/browser/inlineScripts.ts), arrives exactly once.
 * Every test scopes its reads by a unique token (tests run in parallel against one stand-in).
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import { messages, labelStartingWith } from '../support/site';
import { sentryEvents, sentryRecords, waitForSentryEvents } from '../support/sentry';
import { watchCsp } from '../support/csp';

const F = messages.en.Forms;

/** The browser SDK is imported after `load`, in an idle period. */
async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

async function throwInPage(page: Page, name: string, message: string) {
  await page.evaluate(
    ([errorName, errorMessage]) => {
      setTimeout(() => {
        const error = new Error(errorMessage);
        error.name = errorName!;
        throw error;
      });
    },
    [name, message],
  );
}

test('an uncaught browser error arrives with release and environment, without the typed values', async ({
  page,
}) => {
  const token = uniqueToken();
  const typed = `typed${token}`;
  await page.goto(`/contact/proposal?ref=${token}`);
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(labelStartingWith(F.fields.name)).fill(`Name ${typed}`);
  await form.getByLabel(labelStartingWith(F.fields.email)).fill(`${typed}@example.com`);
  await form.getByLabel(labelStartingWith(F.fields.content)).fill(`Content ${typed}`);
  await form.getByLabel(labelStartingWith(F.fields.name)).click();
  await sentryStarted(page);
  await throwInPage(page, 'Error', `e2e browser error ${token}`);

  const [recorded] = await waitForSentryEvents(`e2e browser error ${token}`);
  const event = recorded!.event;
  expect(event.release).toBe('0.0.1');
  expect(event.environment).toBe('preview');
  expect(event.exception?.values?.[0]?.value).toBe(`e2e browser error ${token}`);
  expect(event.exception?.values?.[0]?.mechanism?.handled).toBe(false);
  // What is left (lib/monitoring/sentryOptions.ts dataCollection): the page URL without its query,
  // the user agent, breadcrumbs that name elements but never their values. No IP inferred.
  expect(recorded!.raw).not.toContain(typed);
  expect(event.request?.url).toBe(`http://localhost:${new URL(page.url()).port}/contact/proposal`);
  expect(event.user?.ip_address).toBeUndefined();
  expect(event.sdk?.settings?.infer_ip).toBe('never');
  expect(await sentryRecords(typed)).toEqual([]);
});

test('an error thrown on the server arrives with release and environment, without the request body', async ({
  request,
}) => {
  const token = uniqueToken();
  const typed = `typed${token}`;
  const response = await request.post(`/api/e2e/throw?token=${token}`, {
    form: { name: `Name ${typed}`, email: `${typed}@example.com` },
    headers: { Cookie: `visitor=${typed}` },
  });
  expect(response.status()).toBe(500);

  const [recorded] = await waitForSentryEvents(`e2e server error ${token}`);
  const event = recorded!.event;
  expect(event.release).toBe('0.0.1');
  expect(event.environment).toBe('preview');
  expect(event.exception?.values?.[0]?.value).toBe(`e2e server error ${token}`);
  // No cookie, body, query string, forwarded address or inferred IP.
  expect(recorded!.raw).not.toContain(typed);
  expect(event.request?.cookies).toBeUndefined();
  expect(event.request?.data).toBeUndefined();
  expect(event.request?.query_string ?? '').toBe('');
  // captureRequestError passes Next's request headers through; cookie and forwarding ones are gone.
  const headers = Object.keys(event.request?.headers ?? {}).map((name) => name.toLowerCase());
  for (const name of ['cookie', 'x-forwarded-for', 'authorization'])
    expect(headers).not.toContain(name);
  expect(event.request?.url ?? '').not.toContain('?');
  expect(event.user?.ip_address).toBeUndefined();
  expect(await sentryRecords(typed)).toEqual([]);
});

test('a ChunkLoadError does not arrive; the error after it does', async ({ page }) => {
  const token = uniqueToken();
  await page.goto('/company');
  await sentryStarted(page);
  await throwInPage(page, 'ChunkLoadError', `Loading chunk 4711 failed. (${token} chunk)`);
  await throwInPage(page, 'Error', `e2e sentinel ${token}`);
  await waitForSentryEvents(`e2e sentinel ${token}`);
  expect(await sentryEvents(`${token} chunk`)).toEqual([]);
});

test('an error raised before the SDK has loaded arrives exactly once', async ({ page }) => {
  const token = uniqueToken();
  const violations = await watchCsp(page);
  // Registered before any page script: throws while `load` is dispatched, before the idle-time import.
  await page.addInitScript((message) => {
    window.addEventListener('load', () => {
      (window as unknown as { __e2eEarlyBeforeSdk: boolean }).__e2eEarlyBeforeSdk = !(
        '__chaedleSentry' in window
      );
      throw new Error(message);
    });
  }, `e2e early error ${token}`);
  await page.goto('/company');
  expect(
    await page.evaluate(
      () => (window as unknown as { __e2eEarlyBeforeSdk?: boolean }).__e2eEarlyBeforeSdk,
    ),
  ).toBe(true);
  await sentryStarted(page);
  const [early] = await waitForSentryEvents(`e2e early error ${token}`);
  expect(early!.event.environment).toBe('preview');
  // Uncaught: reported as Sentry's own global handler reports it (lib/monitoring/report.ts).
  expect(early!.event.exception?.values?.[0]?.mechanism?.handled).toBe(false);
  // Anything sent twice would have been sent by now: an error after it has already arrived.
  await throwInPage(page, 'Error', `e2e sentinel ${token}`);
  await waitForSentryEvents(`e2e sentinel ${token}`);
  // Absence is the point: 500 ms more for a copy sent out of order with the sentinel.
  await page.waitForTimeout(500);
  expect(await sentryEvents(`e2e early error ${token}`)).toHaveLength(1);
  // All of it under the page's strict script policy (docs/deploying.md), the toolbar's host kept.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /^script-src 'self' https:\/\/vercel\.live 'sha256-/,
  );
  expect(await violations()).toEqual([]);
});

test('pages of both policies with Sentry on: no CSP violation, no report', async ({ page }) => {
  const token = uniqueToken();
  const violations = await watchCsp(page);
  for (const path of ['/ko', '/company', '/ko/no-such-page', '/private/consent/101']) {
    await page.goto(`${path}?e2e=${token}`);
    await sentryStarted(page);
    expect(await violations(), path).toEqual([]);
  }
  // No policy has the browser report by itself (its report would carry the query): 1 s for one.
  await page.waitForTimeout(1_000);
  expect(await sentryRecords(token)).toEqual([]);
});

test('an error thrown at DOMContentLoaded, before the site’s scripts run, arrives exactly once in 10 visits out of 10', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = uniqueToken();
  const message = (visit: number) => `e2e DOMContentLoaded error ${token} [visit ${visit}]`;
  // Registered before any page script; the visit number comes from the address.
  await page.addInitScript((prefix) => {
    document.addEventListener('DOMContentLoaded', () => {
      const visit = new URLSearchParams(location.search).get('visit');
      throw new Error(`${prefix} [visit ${visit}]`);
    });
  }, `e2e DOMContentLoaded error ${token}`);
  for (let visit = 1; visit <= 10; visit += 1) {
    await page.goto(`/company?visit=${visit}`);
    await sentryStarted(page);
    const [event] = await waitForSentryEvents(message(visit));
    expect(event!.event.exception?.values?.[0]?.mechanism?.handled, `visit ${visit}`).toBe(false);
  }
  // Anything sent twice would have been sent by now: an error after it has already arrived.
  await throwInPage(page, 'Error', `e2e sentinel ${token}`);
  await waitForSentryEvents(`e2e sentinel ${token}`);
  await page.waitForTimeout(500);
  for (let visit = 1; visit <= 10; visit += 1)
    expect(await sentryEvents(message(visit)), `visit ${visit}`).toHaveLength(1);
});
