/**
 * Errors before the app (docs/performance.md), against the preview build and
 * the Sentry stand-in: the early-error script is the page's first, before any stylesheet or chunk;
 * an error thrown by an inline script while the HTML is parsed arrives once, as unhandled, dated
 * when it was thrown, not when Sentry replayed it; a visitor on a slow CPU who leaves a second
 * after `load` still reports it; a static page's policy violations arrive without the page's query
 * (a dynamic page's: what-a-visit-sends.spec.ts).
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import { sentryEvents, sentryRecords, waitForSentryEvents } from '../support/sentry';
import { chromiumFlags, e2eChromium } from '../../scripts/test/e2eEnv.mjs';
import { earlyErrorScript } from '../../lib/browser/inlineScripts';

// The pages with an inline error are served through the test, which Chromium's Local Network Access
// then treats as public pages calling 127.0.0.1 (the stand-ins): allowed here, as in csp-reports.spec.ts.
test.use({
  launchOptions: {
    executablePath: e2eChromium(),
    args: [...chromiumFlags, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const earlyScript = `<script>${earlyErrorScript}</script>`;

type ContextEvent = { contexts?: { csp?: Record<string, unknown> }; message?: string };

/**
 * Serves the page with one more inline script right after the early-error script, allowed by its
 * hash in the page's <meta> policy: it throws while the HTML is parsed, before the site's scripts.
 */
async function throwInline(route: Route, message: string, before = '') {
  const response = await route.fetch();
  const inline = `${before}throw new Error(${JSON.stringify(message)})`;
  const hash = createHash('sha256').update(inline).digest('base64');
  const html = (await response.text())
    .replace(earlyScript, `${earlyScript}<script>${inline}</script>`)
    .replace(
      /(http-equiv="Content-Security-Policy"[^>]*content="script-src )/,
      `$1'sha256-${hash}' `,
    );
  expect(html.includes(`<script>${inline}</script>`), 'the inline script is added').toBe(true);
  expect(html.includes(`'sha256-${hash}'`), 'its hash is allowed').toBe(true);
  await route.fulfill({ response, body: html });
}

async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

/** A context whose user agent carries the token, so that its sessions can be told apart. */
async function contextWithToken(
  newContext: (options: object) => Promise<BrowserContext>,
  token: string,
) {
  return newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36 e2e-${token}`,
  });
}

// A prerendered page, and dynamic ones (rendered per request with a nonce policy): consent, sign-in.
for (const path of ['/company', '/ko/private/consent/101', '/ko/sign-in'])
  test(`the early-error script is the first script of ${path}, before every stylesheet and chunk`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const early = html.indexOf(earlyScript);
    expect(early).toBeGreaterThan(0);
    expect(html.indexOf('<script')).toBe(early);
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(early);
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(early);
  });

// A translation extension that rewrites a text before hydration: React finds the mismatch and renders
// the whole document again. The page must keep its stylesheets (a <head> whose markup React owns in
// the browser too was emptied: every stylesheet gone).
for (const path of ['/ko/company', '/ko/sign-in'])
  test(`${path} keeps its stylesheets when a text changed before hydration makes React render it again`, async ({
    page,
  }) => {
    let served = 0;
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<h1[^>]*>)([^<]+)/,
        (_, tag: string) => `${tag}번역된 제목 e2e-translated`,
      );
      expect(html, 'the heading is rewritten').toContain('e2e-translated');
      served = html.match(/<link rel="stylesheet"/g)?.length ?? 0;
      await route.fulfill({ response, body: html });
    });
    await page.goto(path);
    expect(served, 'the page is served with its stylesheets').toBeGreaterThan(0);
    // React rendered the document again: the heading is its own text once more.
    await expect(page.locator('h1')).not.toContainText('e2e-translated', { timeout: 15_000 });
    const applied = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
          (link) => link.sheet,
        ).length,
    );
    expect(applied, 'every stylesheet kept and applied').toBe(served);
    // They style the page: the skip link sits above the top edge until focused.
    const skipLink = await page.locator('.skip-link').boundingBox();
    expect(skipLink && skipLink.y + skipLink.height).toBeLessThanOrEqual(0);
  });

test('an error thrown inline while the page is parsed arrives once, unhandled, dated when it was thrown', async ({
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const context = await contextWithToken((o) => browser.newContext({ ...o, baseURL }), token);
  const page = await context.newPage();
  // The site's scripts arrive 3 s late: Sentry replays the error at least 3 s after it was thrown.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.route('**/company', (route) =>
    throwInline(route, `e2e inline error ${token}`, 'window.__thrownAt=Date.now();'),
  );
  await page.goto('/company');
  const [early] = await waitForSentryEvents(`e2e inline error ${token}`);
  // As Sentry's own global handler records an uncaught error.
  expect(early!.event.exception?.values?.[0]?.mechanism).toEqual({
    type: 'auto.browser.global_handlers.onerror',
    handled: false,
  });
  const thrownAt = await page.evaluate(() => (window as { __thrownAt?: number }).__thrownAt!);
  const dated = (early!.event as { timestamp?: number }).timestamp! * 1000;
  expect(Math.abs(dated - thrownAt), 'dated when thrown, not when replayed').toBeLessThan(1_000);
  // Anything sent twice would have been sent by now: an error after it has already arrived.
  await sentryStarted(page);
  await page.evaluate(
    (message) => setTimeout(() => Promise.reject(new Error(message))),
    `e2e sentinel ${token}`,
  );
  const [sentinel] = await waitForSentryEvents(`e2e sentinel ${token}`);
  expect(sentinel!.event.exception?.values?.[0]?.mechanism?.handled).toBe(false);
  await page.waitForTimeout(500);
  expect(await sentryEvents(`e2e inline error ${token}`)).toHaveLength(1);
  expect(await sentryEvents(`e2e sentinel ${token}`)).toHaveLength(1);
  await context.close();
});

test('a visitor on a 4× slower CPU who leaves a second after load still reports the early error', async ({
  page,
}) => {
  const token = uniqueToken();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/company', (route) => throwInline(route, `e2e quick exit ${token}`));
  await page.goto('/company', { waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  // Leaves: the page is unloaded, and with it anything it had not sent yet.
  await page.goto('about:blank');
  const [event] = await waitForSentryEvents(`e2e quick exit ${token}`);
  expect(event!.event.exception?.values?.[0]?.mechanism?.handled).toBe(false);
});

test('a static page’s policy violations arrive, without the page’s query or the blocked query', async ({
  page,
}) => {
  const token = uniqueToken();
  // One violation before Sentry starts (queued by the early-error script), one after. Two hosts:
  // Sentry's dedupe integration drops an event identical to the one before it (one issue anyway).
  await page.addInitScript((id) => {
    document.addEventListener('DOMContentLoaded', () => {
      new Image().src = `https://early.blocked.example/${id}-early.png?secret${id}`;
    });
  }, token);
  await page.goto(`/company?ref=secret${token}#secret${token}`);
  await sentryStarted(page);
  await page.evaluate((id) => {
    new Image().src = `https://late.blocked.example/${id}-late.png?secret${id}`;
  }, token);
  const origin = new URL(page.url()).origin;
  for (const when of ['early', 'late']) {
    await expect
      .poll(
        async () =>
          (await sentryRecords(`${token}-${when}`)).filter((r) => r.type === 'event').length,
        {
          message: `the ${when} violation`,
        },
      )
      .toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(500);
    // Once (the page-load transaction also names the image it could not load, as a resource).
    const records = (await sentryRecords(`${token}-${when}`)).filter((r) => r.type === 'event');
    expect(records).toHaveLength(1);
    const event = records[0]!.event as ContextEvent;
    expect(event.message).toBe(
      `Content-Security-Policy: img-src blocked https://${when}.blocked.example`,
    );
    expect(event.contexts?.csp).toMatchObject({
      effective_directive: 'img-src',
      blocked_uri: `https://${when}.blocked.example/${token}-${when}.png`,
      document_uri: `${origin}/company`,
    });
  }
  expect(await sentryRecords(`secret${token}`)).toEqual([]);
});
