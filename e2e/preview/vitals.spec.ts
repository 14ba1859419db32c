/**
 * Field vitals (docs/performance.md): the preview build traces every
 * visit (NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE=1, scripts/test/e2eEnv.mjs) and streams its spans to the
 * Sentry stand-in: a page load span with FCP and TTFB, LCP and CLS spans when the page is hidden, an
 * INP span, all named by route pattern, with nothing typed and no query string. The dashboard reads
 * only fields such a visit sends. Each test's browser carries a unique token in its user agent (the
 * one header Sentry keeps, on every span), which scopes its reads from the shared stand-in, with the
 * traces of what it finds (`sentrySpans`: what a page sends as it unloads lacks the token).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import { messages } from '../support/site';
import {
  namesSent,
  opOf,
  sentryRecords,
  sentrySpans,
  waitForSentryEvents,
  waitForSpans,
  type SentSpan,
  throwUncaughtLater,
} from '../support/sentry';

const F = messages.en.Forms;
const token = uniqueToken();

test.use({
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-vitals/${token}`,
});

async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

const pageLoad = (name: string) => (span: SentSpan) =>
  opOf(span) === 'pageload' && span.name === name;

/** What one dashboard query reads: the spans' ops, the attributes, and the filters on them. */
type DashboardQuery = { ops: string[]; fields: string[]; filters: Map<string, string[]> };

/** The queries of the dashboard, each with the ops it reads, its fields and its filters. */
function dashboardQueries(): DashboardQuery[] {
  const dashboard = JSON.parse(readFileSync('docs/sentry/field-vitals-dashboard.json', 'utf8'));
  // Sentry's span search names two attributes by an alias: "span.op", and "transaction", which
  // Relay takes from a span's `sentry.segment.name`.
  const alias: Record<string, string> = {
    'span.op': 'sentry.op',
    transaction: 'sentry.segment.name',
  };
  return dashboard.widgets.flatMap((widget: { widgetType: string; queries: never[] }) =>
    widget.queries.map(
      (query: {
        conditions: string;
        fields: string[];
        aggregates: string[];
        columns: string[];
      }) => {
        expect(widget.widgetType, 'every widget reads spans').toBe('spans');
        // `key:value` or `key:[a,b]`, space-separated.
        const filters = new Map(
          [...query.conditions.matchAll(/([\w.]+):\[?([^\]\s]+)\]?/g)].map(([, key, values]) => [
            alias[key!] ?? key!,
            values!.split(','),
          ]),
        );
        const ops = filters.get('sentry.op') ?? [];
        expect(ops.length, `${query.conditions} names the spans' op`).toBeGreaterThan(0);
        filters.delete('sentry.op');
        const fields = [...query.fields, ...query.aggregates, ...query.columns, ...filters.keys()]
          .map((field) => /^\w+\(([^)]*)\)$/.exec(field)?.[1] ?? field)
          .filter(Boolean)
          .map((field) => alias[field] ?? field);
        return { ops, fields: [...new Set(fields)], filters };
      },
    ),
  );
}

test('a visit streams its page load, LCP, CLS and INP by route pattern, each field the dashboard reads; nothing typed, no query', async ({
  page,
}) => {
  const query = `query${uniqueToken()}`;
  const typed = `typed${uniqueToken()}`;
  await page.goto(`/contact/proposal?ref=${query}#${query}`);
  const form = page.getByRole('main').locator('form');
  // Typed once Sentry has started: an INP whose slowest interaction came before it may be missing
  // (docs/performance.md).
  await sentryStarted(page);
  await form.getByLabel(new RegExp(`^${F.fields.name}`)).fill(`Name ${typed}`);
  await form.locator('button[type=submit]').click();
  await expect(form.getByText(F.errors.required, { exact: true }).first()).toBeVisible();

  const [load] = await waitForSpans(token, pageLoad('/[locale]/contact/proposal'));
  expect(load!.attributes['sentry.release']).toBe('0.0.1');
  expect(load!.attributes['sentry.environment']).toBe('preview');
  for (const vital of ['fcp', 'ttfb'])
    expect(load!.attributes[`browser.web_vital.${vital}.value`], vital).toBeGreaterThan(0);
  expect(load!.attributes['url.full']).toMatch(/\/contact\/proposal$/);

  // The visitor leaves for another page: LCP, CLS and INP are final and sent as the page is hidden.
  await page.goto('/ko');
  const inTrace = (op: string) => (span: SentSpan) =>
    span.trace_id === load!.trace_id && opOf(span) === op;
  const [lcp] = await waitForSpans(token, inTrace('ui.webvital.lcp'));
  expect(lcp!.attributes['browser.web_vital.lcp.value']).toBeGreaterThan(0);
  const [cls] = await waitForSpans(token, inTrace('ui.webvital.cls'));
  expect(cls!.attributes['browser.web_vital.cls.value']).toBeGreaterThanOrEqual(0);
  // The page's INP is its slowest interaction: the typing (press) or the click.
  const [inp] = await waitForSpans(
    token,
    (span) => span.trace_id === load!.trace_id && opOf(span).startsWith('ui.interaction.'),
  );
  expect(inp!.attributes['browser.web_vital.inp.value']).toBeGreaterThanOrEqual(0);
  for (const span of [lcp!, cls!, inp!])
    expect(span.attributes['sentry.segment.name'], opOf(span)).toBe('/[locale]/contact/proposal');

  // Every field the dashboard reads arrives on a span of the op it reads it from, and every query
  // says which loads it counts: a page load (a link followed from outside) where it counts page
  // loads, never where it shows back/forward-cache restores and soft navigations apart.
  const spans = await sentrySpans(token);
  for (const { ops, fields, filters } of dashboardQueries()) {
    const carriers = spans.filter((span) => ops.includes(opOf(span)));
    expect(carriers.length, `a span of ${ops.join(', ')}`).toBeGreaterThan(0);
    for (const field of fields)
      expect(
        carriers.some((span) => field in span.attributes),
        `${field} on a span of ${ops.join(', ')}`,
      ).toBe(true);
    const loads = filters.get('browser.navigation.type');
    expect(loads, `${ops.join(', ')}: filtered by navigation type`).toBeDefined();
    const counted = carriers.filter(
      (span) => span.trace_id === load!.trace_id && opOf(span) !== 'navigation',
    );
    expect(counted.length, `this page load's ${ops.join(', ')}`).toBeGreaterThan(0);
    for (const span of counted)
      expect(loads!.includes(String(span.attributes['browser.navigation.type'])), opOf(span)).toBe(
        loads!.includes('navigate'),
      );
  }

  expect(await sentryRecords(query)).toEqual([]);
  expect(await sentryRecords(typed)).toEqual([]);
  for (const { event: sent } of await sentryRecords(token))
    expect(sent.user?.ip_address).toBeUndefined();
});

test('on a consent page the agreement number is in no name: page load, vitals, a late error', async ({
  page,
}) => {
  // A fresh waiting agreement of the backend stand-in (1000 … 9999999), unique to this test.
  const agreement = String(1000 + Math.floor(Math.random() * 9_000_000));
  const pattern = '/[locale]/private/consent/[constructionIdx]';
  await page.goto(`/ko/private/consent/${agreement}`);
  await sentryStarted(page);
  await waitForSpans(token, pageLoad(pattern));
  const message = `e2e consent error ${uniqueToken()}`;
  await throwUncaughtLater(page, message);
  const [error] = await waitForSentryEvents(message);
  expect(error!.event.transaction).toBe(pattern);
  await page.goto('/ko');
  // Left, the consent page sends its LCP and CLS under the pattern.
  for (const vital of ['ui.webvital.lcp', 'ui.webvital.cls'])
    await waitForSpans(
      token,
      (span) => opOf(span) === vital && span.attributes['sentry.segment.name'] === pattern,
    );

  const names = namesSent(await sentrySpans(token), [error!]);
  expect(names.filter((name) => name.includes(agreement))).toEqual([]);
  expect(names).toContain(pattern);
});
