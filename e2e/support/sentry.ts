/**
 * Helpers for the Sentry ingest stand-in (scripts/stand-ins/sentry.mjs) the preview build reports
 * to. Tests run in parallel against one stand-in, so every read is scoped by a unique token.
 */
import { expect, type Page } from '@playwright/test';
import { e2ePorts } from '../../scripts/test/e2eEnv.mjs';

export const sentryBase = `http://127.0.0.1:${e2ePorts.sentry}`;

export type SentryEvent = {
  release?: string;
  environment?: string;
  dist?: string;
  platform?: string;
  sdk?: { settings?: { infer_ip?: string } };
  request?: {
    url?: string;
    headers?: Record<string, string>;
    cookies?: unknown;
    data?: unknown;
    query_string?: unknown;
  };
  user?: Record<string, unknown>;
  breadcrumbs?: unknown[] | { values?: unknown[] };
  /** A transaction's name, and the web vitals measured on it. */
  transaction?: string;
  contexts?: { trace?: { op?: string; trace_id?: string } };
  measurements?: Record<string, { value: number; unit?: string }>;
  exception?: {
    values?: { type?: string; value?: string; mechanism?: { type?: string; handled?: boolean } }[];
  };
};

export type RecordedEvent = {
  at: string;
  project: string;
  type: string;
  event: SentryEvent;
  raw: string;
};

/** Recorded items, whole, of the stand-in's `/__items` (`match=TEXT` or `agent=TEXT`). */
async function items(query: 'match' | 'agent', text: string): Promise<RecordedEvent[]> {
  const response = await fetch(`${sentryBase}/__items?${query}=${encodeURIComponent(text)}`);
  if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
  return (await response.json()) as RecordedEvent[];
}

/** Error events whose exception message contains `match` (not those that only mention it in a breadcrumb). */
export async function sentryEvents(match: string): Promise<RecordedEvent[]> {
  return (await items('match', match)).filter(
    ({ type, event }) =>
      type === 'event' &&
      (event.exception?.values ?? []).some((value) => value.value?.includes(match)),
  );
}

/** Every recorded item whose text contains `match`, whole (events, transactions, spans, sessions, …). */
export const sentryRecords = (match: string) => items('match', match);

/**
 * Every recorded item a client sent whose User-Agent header contains `agent`, whole: what a visit
 * sent, whatever the item (errors, spans, sessions, client reports, policy reports).
 */
export const sentryRecordsOfAgent = (agent: string) => items('agent', agent);

/** Wait until at least `count` events containing `match` have arrived; return them all. */
export async function waitForSentryEvents(
  match: string,
  count = 1,
  timeout = 15_000,
): Promise<RecordedEvent[]> {
  let events: RecordedEvent[] = [];
  await expect
    .poll(async () => (events = await sentryEvents(match)).length, {
      timeout,
      message: `Sentry events with ${match}`,
    })
    .toBeGreaterThanOrEqual(count);
  return events;
}

/** A span as the browser streams it (span v2 items), its attributes' values unwrapped. */
export type SentSpan = {
  name: string;
  trace_id: string;
  span_id: string;
  parent_span_id?: string;
  is_segment?: boolean;
  start_timestamp?: number;
  attributes: Record<string, unknown>;
};

/** The span items of the records, their attributes' values unwrapped, by span id. */
function spansOf(records: RecordedEvent[], into = new Map<string, SentSpan>()) {
  for (const record of records) {
    if (record.type !== 'span') continue;
    const items = (record.event as { items?: Record<string, unknown>[] }).items ?? [];
    for (const item of items) {
      const attributes = Object.fromEntries(
        Object.entries((item.attributes ?? {}) as Record<string, { value?: unknown }>).map(
          ([key, attribute]) => [key, attribute?.value],
        ),
      );
      into.set(String(item.span_id), { ...(item as SentSpan), attributes });
    }
  }
  return into;
}

/**
 * Every streamed span of the items whose text contains `match`, and of the traces they belong to,
 * each once. The traces matter for what a page sends as it is left: during a navigation's unload,
 * `navigator.userAgent` in the old document reads the browser's own (Playwright's override is gone),
 * so the LCP and CLS spans sent then lack the test's token but share the page load's trace.
 */
export async function sentrySpans(match: string): Promise<SentSpan[]> {
  const records = await sentryRecords(match);
  const spans = spansOf(records);
  const traces = new Set([
    ...[...spans.values()].map((span) => span.trace_id),
    ...records.map((record) => record.event.contexts?.trace?.trace_id),
  ]);
  for (const trace of traces) if (trace) spansOf(await sentryRecords(trace), spans);
  return [...spans.values()];
}

/** The streamed spans a client whose User-Agent contains `agent` sent. */
export async function sentrySpansOfAgent(agent: string): Promise<SentSpan[]> {
  return [...spansOf(await sentryRecordsOfAgent(agent)).values()];
}

/** The spans of `match` that `accept` takes, once at least one has arrived. */
export async function waitForSpans(
  match: string,
  accept: (span: SentSpan) => boolean,
  timeout = 20_000,
): Promise<SentSpan[]> {
  let found: SentSpan[] = [];
  await expect
    .poll(async () => (found = (await sentrySpans(match)).filter(accept)).length, {
      timeout,
      message: `a span in the Sentry stand-in`,
    })
    .toBeGreaterThan(0);
  return found;
}

/** A span's op (streamed spans carry it as the attribute `sentry.op`). */
export const opOf = (span: SentSpan) => String(span.attributes['sentry.op'] ?? '');

/** The names an item is known by: span names, segment and transaction names, an event's transaction. */
export function namesSent(spans: SentSpan[], events: RecordedEvent[]): string[] {
  return [
    ...spans.flatMap((span) => [
      span.name,
      String(span.attributes['sentry.segment.name'] ?? ''),
      String(span.attributes['sentry.transaction'] ?? ''),
    ]),
    ...events.map(({ event }) => event.transaction ?? ''),
  ].filter(Boolean);
}

/** An uncaught error thrown by the page after the current task, as a late bug would be. */
export async function throwUncaughtLater(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}
