/**
 * Named by the page the visitor is on (docs/performance.md), after any move in the
 * site's history as after a followed link: after Back, the next page's navigation span, scope and
 * errors are its own, one navigation span per move. A not-found page is named as one
 * (`/[locale]/page-not-found`), never as the landing pages' `/[locale]/[customer]` it would match,
 * in the browser and on the server (a path with a dot, which the middleware leaves to Next.js).
 * Each test's user agent carries a unique token, which scopes its reads from the shared stand-in.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import {
  opOf,
  sentrySpans,
  sentrySpansOfAgent,
  throwUncaughtLater,
  waitForSentryEvents,
  waitForSpans,
  type SentSpan,
} from '../support/sentry';

const test = base.extend<{ visit: string }>({
  visit: async ({}, provide) => provide(uniqueToken()),
  userAgent: async ({ visit }, provide) =>
    provide(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-moves/${visit}`,
    ),
});

const NOT_FOUND = '/[locale]/page-not-found';
const ADVANTAGE = '/[locale]/service/[app]/advantage';

async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

/** Follows a link to `path` as a visitor does (a visible one, clicked). */
async function follow(page: Page, path: string) {
  const link = page.getByRole('main').locator(`a[href="${path}"]`).first();
  await link.evaluate((a) => a.scrollIntoView({ behavior: 'instant', block: 'center' }));
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
}

const byStart = (a: SentSpan, b: SentSpan) => (a.start_timestamp ?? 0) - (b.start_timestamp ?? 0);

test('after Back, a followed link is named by its own page: error, scope and one navigation span per move', async ({
  page,
  visit,
}) => {
  await page.goto('/ko/company');
  await sentryStarted(page);
  await waitForSpans(visit, (span) => opOf(span) === 'pageload');
  await follow(page, '/ko/service/inhabitant/advantage');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/ko/company');
  await follow(page, '/ko/service/crew/advantage');
  const message = `e2e after back ${uniqueToken()}`;
  await throwUncaughtLater(page, message);
  const [error] = await waitForSentryEvents(message);
  expect(error!.event.transaction).toBe(ADVANTAGE);

  // Each navigation span is sent once it has ended (idle): three moves, three spans, in order.
  const moves = [ADVANTAGE, '/[locale]/company', ADVANTAGE];
  const navigations = async () =>
    (await sentrySpansOfAgent(visit))
      .filter((span) => opOf(span) === 'navigation')
      .sort(byStart)
      .map((span) => span.name);
  await expect.poll(navigations, { timeout: 20_000 }).toEqual(moves);
  await page.waitForTimeout(1_500);
  expect(await navigations()).toEqual(moves);
});

test('a 404 visit is named as the not-found page: page load, error, and a link followed to one', async ({
  page,
  visit,
}) => {
  const response = await page.goto('/ko/no-such-page');
  expect(response!.status()).toBe(404);
  await sentryStarted(page);
  const [load] = await waitForSpans(visit, (span) => opOf(span) === 'pageload');
  expect(load!.name).toBe(NOT_FOUND);
  const message = `e2e not found ${uniqueToken()}`;
  await throwUncaughtLater(page, message);
  const [error] = await waitForSentryEvents(message);
  expect(error!.event.transaction).toBe(NOT_FOUND);

  // A move in the app (what a next/link does) to an address the site does not have.
  await page.goto('/ko/company');
  await sentryStarted(page);
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
      '/ko/gone-page',
    ),
  );
  await page.waitForURL((url) => url.pathname === '/ko/gone-page');
  const [navigation] = await waitForSpans(visit, (span) => opOf(span) === 'navigation');
  expect(navigation!.name).toBe(NOT_FOUND);
  const names = (await sentrySpansOfAgent(visit)).flatMap((span) => [
    span.name,
    String(span.attributes['sentry.segment.name'] ?? ''),
  ]);
  expect(names).not.toContain('/[locale]/[customer]');
  expect(
    names.filter((name) => name.includes('no-such-page') || name.includes('gone-page')),
  ).toEqual([]);
});

test('a 404 the server answers without the middleware is named as the not-found page on the server too', async ({
  request,
}) => {
  // The middleware skips paths with a dot (files): Next.js answers them with its catch-all or
  // the landing pages' route, then the not-found page.
  const token = uniqueToken();
  for (const path of [`/ko/no-such.page-${token}`, `/ko/gone-${token}/old.html`, `/x${token}.html`])
    expect((await request.get(`${path}?ref=${token}`)).status()).toBe(404);
  const served = (span: SentSpan) =>
    opOf(span) === 'http.server' && span.attributes['http.response.status_code'] === 404;
  await expect
    .poll(async () => (await sentrySpans(token)).filter(served).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const spans = await sentrySpans(token);
  for (const span of spans.filter(served)) expect(span.name).toBe(`GET ${NOT_FOUND}`);
  // The names it is known by (a child span's own name says what Next.js ran: "render route …").
  const names = spans.flatMap((span) => [
    opOf(span) === 'http.server' ? span.name : '',
    String(span.attributes['sentry.segment.name'] ?? ''),
    String(span.attributes['http.route'] ?? ''),
  ]);
  for (const name of names)
    expect(name).not.toMatch(/\[customer\]|\[\.\.\.rest\]|_not-found|^GET \/\[locale\]$/);
  expect(names.filter((name) => name.includes(token))).toEqual([]);
  // Each span's address is its own request's, never another visitor's page.
  for (const span of spans.filter((span) => typeof span.attributes['http.target'] === 'string'))
    if (typeof span.attributes['url.full'] === 'string')
      expect(span.attributes['url.full'], span.name).toContain(token);
});
