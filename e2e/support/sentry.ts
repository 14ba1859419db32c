/**
 * Helpers for the Sentry ingest stand-in (scripts/stand-ins/sentry.mjs) the preview build reports
 * to. Tests run in parallel against one stand-in, so every read is scoped by a unique token.
 */
import { expect } from '@playwright/test';
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

/** Error events whose exception message contains `match` (not those that only mention it in a breadcrumb). */
export async function sentryEvents(match: string): Promise<RecordedEvent[]> {
  const response = await fetch(`${sentryBase}/__events?match=${encodeURIComponent(match)}`);
  if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
  const events = (await response.json()) as RecordedEvent[];
  return events.filter(({ event }) =>
    (event.exception?.values ?? []).some((value) => value.value?.includes(match)),
  );
}

/** Every recorded item (event, transaction, session, client report) whose text contains `match`. */
export async function sentryItems(match: string): Promise<{ type: string }[]> {
  const response = await fetch(`${sentryBase}/__items?match=${encodeURIComponent(match)}`);
  if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
  return (await response.json()) as { type: string }[];
}

/** Every recorded item whose text contains `match`, whole (transactions, standalone spans, …). */
export async function sentryRecords(match: string): Promise<RecordedEvent[]> {
  const response = await fetch(`${sentryBase}/__items?full&match=${encodeURIComponent(match)}`);
  if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
  return (await response.json()) as RecordedEvent[];
}

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
