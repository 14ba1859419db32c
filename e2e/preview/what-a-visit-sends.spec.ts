/**
 * What Sentry receives is what the privacy policy says (docs/privacy.md): no query or fragment in
 * anything the browser or the server sends, a dynamic page's policy violations included (the page
 * reports them itself, as the static pages do: a report the browser writes would carry the page's
 * whole address); and a plain visit outside the sample, with no error, sends nothing at all (no
 * session, no client report). Each test's user agent carries a unique token, which scopes its reads
 * from the shared stand-in (the stand-in records which client sent each item).
 */
import { randomBytes } from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import {
  sentryRecords,
  sentryRecordsOfAgent,
  throwUncaughtLater,
  waitForSentryEvents,
} from '../support/sentry';
import { chromiumFlags, e2eChromium } from '../../scripts/test/e2eEnv.mjs';

const test = base.extend<{ visit: string }>({
  visit: async ({}, provide) => provide(uniqueToken()),
  userAgent: async ({ visit }, provide) =>
    provide(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-sends/${visit}`,
    ),
});

// A page served through the test is a public page to Chromium's Local Network Access, calling
// 127.0.0.1 (the stand-ins): allowed here, as in csp-reports.spec.ts.
test.use({
  launchOptions: {
    executablePath: e2eChromium(),
    args: [...chromiumFlags, '--disable-features=LocalNetworkAccessChecks'],
  },
});

async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

type CspEvent = { message?: string; logger?: string; contexts?: { csp?: Record<string, unknown> } };

test('a policy violation on a consent page with a query arrives once, from the page, without the query', async ({
  page,
  visit,
}) => {
  const secret = `secret${uniqueToken()}`;
  // While the page is parsed, its address still has the query (the page drops it once hydrated).
  await page.addInitScript((id) => {
    document.addEventListener('DOMContentLoaded', () => {
      new Image().src = `https://blocked.example/${id}.png?${id}`;
    });
  }, visit);
  const response = await page.goto(`/ko/private/consentEnd?idx=102&ref=${secret}#${secret}`);
  expect(response!.url()).toContain(secret);
  await sentryStarted(page);
  await expect
    .poll(async () => (await sentryRecords(`blocked.example/${visit}`)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(2_000);
  // One event for the violation (a sampled visit may also send the image's resource span).
  const items = (await sentryRecords(`blocked.example/${visit}`)).filter(
    (item) => item.type === 'event',
  );
  expect(items).toHaveLength(1);
  const event = items[0]!.event as CspEvent;
  expect(event.logger).toBe('csp');
  expect(event.contexts?.csp).toMatchObject({
    effective_directive: 'img-src',
    blocked_uri: `https://blocked.example/${visit}.png`,
    document_uri: `${new URL(page.url()).origin}/ko/private/consentEnd`,
  });
  // No report the browser writes itself (it names the whole address), nothing with the query.
  expect((await sentryRecordsOfAgent(visit)).filter((item) => item.type === 'security')).toEqual(
    [],
  );
  expect(await sentryRecords(secret)).toEqual([]);
});

test('a server error with a query: the query is in nothing the server sends', async ({
  request,
}) => {
  const token = uniqueToken();
  const secret = `secret${uniqueToken()}`;
  const response = await request.get(`/api/e2e/throw?token=${token}&ref=${secret}`);
  expect(response.status()).toBe(500);
  const [recorded] = await waitForSentryEvents(`e2e server error ${token}`);
  const event = recorded!.event as {
    transaction?: string;
    request?: { url?: string };
    contexts?: { nextjs?: { request_path?: string }; trace?: { trace_id?: string } };
  };
  expect(event.contexts?.nextjs?.request_path).toBe('/api/e2e/throw');
  expect(event.request?.url ?? '').not.toContain('?');
  expect(event.transaction ?? '').not.toContain('?');
  // The request's spans, sent as it ends, share the error's trace.
  const trace = event.contexts?.trace?.trace_id;
  expect(trace).toBeTruthy();
  await expect
    .poll(async () => (await sentryRecords(trace!)).filter((item) => item.type === 'span').length)
    .toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await sentryRecords(secret)).toEqual([]);
  // No release health from the server either: no session counts of its requests.
  expect((await sentryRecords('')).filter((item) => /^sessions?$/.test(item.type))).toEqual([]);
});

test('a plain visit outside the sample, with no error, sends nothing at all', async ({
  page,
  context,
  visit,
}) => {
  // The trace the page continues is not sampled: the visit is outside the sample, as 9 visits in
  // 10 are in production (the preview build samples every visit).
  const trace = `${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-0`;
  await page.route('**/ko/company', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<meta name="viewport"/,
      `<meta name="sentry-trace" content="${trace}"/><meta name="baggage" content="sentry-sampled=false"/>$&`,
    );
    expect(html).toContain(trace);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/ko/company');
  await sentryStarted(page);
  await page.waitForTimeout(3_000);
  // The visitor leaves: what a page sends as it is hidden is sent now.
  await page.close({ runBeforeUnload: true });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await sentryRecordsOfAgent(visit)).toEqual([]);

  // Control: an error in the same browser arrives, recorded as this visitor's.
  const next = await context.newPage();
  await next.goto('/ko/company');
  await sentryStarted(next);
  const message = `e2e control ${uniqueToken()}`;
  await throwUncaughtLater(next, message);
  await waitForSentryEvents(message);
  const sent = await sentryRecordsOfAgent(visit);
  expect(sent.some((item) => item.type === 'event')).toBe(true);
  expect(sent.filter((item) => /session|client_report/.test(item.type))).toEqual([]);
});
