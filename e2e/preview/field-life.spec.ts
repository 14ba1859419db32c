/**
 * Field data over a page's whole life (docs/performance.md): an
 * interaction and an error long after the page load span ended are named by route pattern like the
 * load; a layout shift after the first seconds counts in CLS, in the landing page's after a link
 * followed in the site; a visitor who lands with a query and follows a link before Sentry
 * starts files the landing page's load under the landing route, and no query or fragment leaves the
 * browser in any item (spans, errors, breadcrumbs).
 * Each test's user agent carries a unique token (the one header Sentry keeps), scoping its reads.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import {
  namesSent,
  opOf,
  sentryRecords,
  sentrySpans,
  waitForSentryEvents,
  waitForSpans,
  throwUncaughtLater,
} from '../support/sentry';

/** Each test a visit of its own: a unique token in its user agent scopes what it reads. */
const test = base.extend<{ visit: string }>({
  visit: async ({}, provide) => provide(uniqueToken()),
  userAgent: async ({ visit }, provide) =>
    provide(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-life/${visit}`,
    ),
});

const COMPANY = '/[locale]/company';

/** No item of the visit (error with its breadcrumbs, span, session) carries the query or fragment. */
async function expectNoQuery(visit: string, query: string) {
  expect(await sentryRecords(query)).toEqual([]);
  for (const record of await sentryRecords(visit)) {
    expect(record.raw, record.type).not.toContain('utm_source');
    expect(record.raw, record.type).not.toMatch(/[?&]ref=/);
  }
}

async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

/** Once the page load has arrived (span or transaction), it has ended: what follows is "late". */
async function pageLoadEnded(visit: string) {
  const arrived = async () =>
    (await sentryRecords(visit)).some(
      (record) =>
        (record.type === 'transaction' && record.event.contexts?.trace?.op === 'pageload') ||
        (record.type === 'span' && record.raw.includes('"pageload"')),
    );
  await expect.poll(arrived, { timeout: 20_000, message: 'the page load' }).toBe(true);
}

/** The company page loaded, Sentry started and the page load span sent: what follows is late. */
async function landOnCompanyPage(page: Page, visit: string) {
  await page.goto('/ko/company');
  await sentryStarted(page);
  await pageLoadEnded(visit);
}

/** Every click from now on takes 150 ms of script: an interaction the INP surely reports. */
async function slowClicks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener('click', () => {
      const start = performance.now();
      while (performance.now() - start < 150);
    }),
  );
}

/** A late banner pushes the whole page down, with no input before it. */
async function shiftLate(page: Page) {
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '400px';
    document.querySelector('main')!.prepend(banner);
  });
  await page.waitForTimeout(300);
}

test('a click and an error long after the page load are named by route pattern', async ({
  page,
  visit,
}) => {
  await landOnCompanyPage(page, visit);
  await page.waitForTimeout(1500);
  await slowClicks(page);
  await page.getByRole('main').locator('h1').first().click();
  const message = `e2e late error ${uniqueToken()}`;
  await throwUncaughtLater(page, message);
  const [error] = await waitForSentryEvents(message);
  expect(error!.event.transaction).toBe(COMPANY);

  await page.goto('/ko/faq');
  const [inp] = await waitForSpans(visit, (span) => opOf(span) === 'ui.interaction.click');
  expect(inp!.attributes['sentry.transaction']).toBe(COMPANY);
  expect(inp!.attributes['sentry.segment.name']).toBe(COMPANY);
  const names = namesSent(await sentrySpans(visit), [error!]);
  expect(names.filter((name) => name.startsWith('/ko'))).toEqual([]);
});

test('a layout shift after the first seconds counts in the page load CLS', async ({
  page,
  visit,
}) => {
  await landOnCompanyPage(page, visit);
  await page.waitForTimeout(1000);
  await shiftLate(page);
  // The visitor closes the tab.
  await page.close({ runBeforeUnload: true });
  const [cls] = await waitForSpans(visit, (span) => opOf(span) === 'ui.webvital.cls');
  expect(cls!.attributes['browser.web_vital.cls.value']).toBeGreaterThan(0.05);
  expect(cls!.attributes['sentry.segment.name']).toBe(COMPANY);
});

test('a layout shift after a link followed in the site counts in the landing page’s CLS', async ({
  page,
  visit,
}) => {
  await landOnCompanyPage(page, visit);
  const target = '/ko/service/inhabitant/advantage';
  await page.getByRole('main').locator(`a[href="${target}"]`).first().click();
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForTimeout(1000);
  await shiftLate(page);
  await page.goto('/ko');
  // As the Chrome UX Report counts it, in every browser (docs/performance.md, soft navigations).
  const shifted = await waitForSpans(
    visit,
    (span) =>
      opOf(span) === 'ui.webvital.cls' &&
      span.attributes['sentry.segment.name'] === COMPANY &&
      Number(span.attributes['browser.web_vital.cls.value']) > 0.05,
  );
  expect(shifted).toHaveLength(1);
});

test('a visit that lands with a query and follows a link before Sentry starts: the load under the landing route, no query anywhere', async ({
  page,
  visit,
}) => {
  const query = `q${uniqueToken()}`;
  // An image the test adds while the page parses, answered after 5 s, holds back `load` (and so
  // Sentry's start) until the link has been followed.
  await page.route('**/__held-image.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.fulfill({ status: 404 });
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const image = new Image();
      image.src = '/__held-image.png';
      document.body.append(image);
    }),
  );
  await page.goto(`/ko/company?ref=${query}&utm_source=${query}#frag${query}`, {
    waitUntil: 'domcontentloaded',
  });
  await page.waitForFunction(() => !!(window as { next?: { router?: unknown } }).next?.router);
  const link = page.getByRole('main').locator('a[href^="/ko/"]').first();
  const target = (await link.getAttribute('href'))!;
  expect(await page.evaluate(() => '__chaedleSentry' in window), 'Sentry not started yet').toBe(
    false,
  );
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  await sentryStarted(page);
  // After Sentry starts: an address with a query in the history, a request with one, then an error.
  await page.evaluate((q) => {
    history.replaceState(history.state, '', `${location.pathname}?ref=${q}#frag${q}`);
    void fetch(`/ko?ref=${q}#frag${q}`);
  }, query);
  await page.waitForTimeout(500);
  const message = `e2e landing error ${uniqueToken()}`;
  await throwUncaughtLater(page, message);
  await waitForSentryEvents(message);
  await expectNoQuery(visit, query);

  // The page load's name, whichever way it was sent (a span, or a transaction before streaming).
  let loads: string[] = [];
  await expect
    .poll(
      async () =>
        (loads = [
          ...(await sentrySpans(visit))
            .filter((span) => opOf(span) === 'pageload')
            .map((span) => span.name),
          ...(await sentryRecords(visit))
            .filter((record) => record.type === 'transaction')
            .map((record) => record.event.transaction ?? ''),
        ]).length,
      { timeout: 20_000, message: 'the page load' },
    )
    .toBeGreaterThan(0);
  expect(loads).toEqual([COMPANY]);
  await page.goto('about:blank');
  await waitForSpans(visit, (span) => opOf(span) === 'ui.webvital.lcp');

  await expectNoQuery(visit, query);
});
