/**
 * Report to Sentry without loading it up front (docs/performance.md).
 * Until Sentry has started, what is to be reported waits in a queue that the first inline script
 * of every page opens (lib/browser/inline/earlyErrors.ts), so uncaught errors raised
 * while the HTML is parsed, before any of the site's scripts run, wait in it too. The first error
 * starts Sentry at once (lib/monitoring/sentryStart.ts); Sentry then gets the queue. Without a DSN
 * this does nothing at all.
 */
import { browserDsn } from '@/lib/config/sentryDsn';
import { DELIVER, EARLY_LISTENER, EARLY_QUEUE, QUEUE_LIMIT, SENTRY_GLOBAL } from './earlyQueue.mjs';
import type { Violation } from './cspViolation';

/** What instrumentation-client.ts gets from lib/monitoring/sentryBrowser.ts once Sentry has started. */
export type LoadedSentry = {
  captureException: (error: unknown) => unknown;
  /** A policy violation, as lib/monitoring/cspViolation.ts makes it an event (loaded with Sentry). */
  captureViolation: (violation: Violation) => void;
  captureRouterTransitionStart: (href: string, navigationType: string) => void;
  /** Runs `report`; what it reports carries `time` (ms since the epoch) as when it happened. */
  reportedAt: (time: number | undefined, report: () => void) => void;
};

/**
 * A queued item. `e` and `p` as Sentry's own loader script queues them: the arguments the browser
 * gives `window.onerror` for an uncaught error, and the event of an unhandled rejection. `x` an
 * error the site caught and reports (reportError); `c` a policy violation (cspViolation.ts).
 * `t` when it happened (ms since the epoch), set as it is queued.
 */
export type EarlyEntry = { t?: number } & (
  | { e: [message: string, source?: string, line?: number, column?: number, error?: unknown] }
  | { p: { reason: unknown } }
  | { x: unknown }
  | { c: Violation }
);

type StartedSentry = LoadedSentry & { [DELIVER]: (entry: EarlyEntry) => void };
type MonitoringGlobal = typeof globalThis & {
  [SENTRY_GLOBAL]?: StartedSentry;
  [EARLY_QUEUE]?: EarlyEntry[];
  [EARLY_LISTENER]?: EventListener;
};

const scope = globalThis as MonitoringGlobal;
let startNow: (() => void) | undefined;

/** What starts Sentry at once (lib/monitoring/sentryStart.ts): the first error reported calls it. */
export function onReportedError(start: () => void): void {
  startNow = start;
}

/** Whether an error (not only a violation) waits for Sentry: then it starts at once. */
export function errorQueued(): boolean {
  return (scope[EARLY_QUEUE] ?? []).some((entry) => !('c' in entry));
}

/** An error the site caught (an error boundary, a failed read): reported as handled. */
export function reportError(error: unknown): void {
  if (!browserDsn || typeof window === 'undefined') return;
  const sentry = scope[SENTRY_GLOBAL];
  if (sentry) {
    sentry.captureException(error);
    return;
  }
  const queue = (scope[EARLY_QUEUE] ??= []);
  if (queue.length < QUEUE_LIMIT) queue.push({ x: error, t: Date.now() });
  startNow?.();
}

/**
 * An early item, as Sentry would have reported it had it been running, at the time it happened.
 * Uncaught errors and rejections go through the handlers Sentry's globalHandlersIntegration
 * installed on `window` (as Sentry's loader script replays its queue): unhandled
 * (`mechanism.handled: false`), each filtered and built as the SDK builds its own.
 */
function deliver(sentry: LoadedSentry, entry: EarlyEntry): void {
  sentry.reportedAt(entry.t, () => {
    if ('e' in entry) {
      const [message, source, line, column, error] = entry.e;
      window.onerror?.(message, source, line, column, error as Error | undefined);
    } else if ('p' in entry) window.onunhandledrejection?.(entry.p as PromiseRejectionEvent);
    else if ('x' in entry) sentry.captureException(entry.x);
    else sentry.captureViolation(entry.c);
  });
}

/**
 * Sentry has started and its own global handlers listen from now on: the inline script stops
 * queueing errors (each uncaught error is reported once), what came before is delivered, and from
 * now on errors and violations are reported directly.
 */
export function sentryStarted(sentry: LoadedSentry): void {
  const early = scope[EARLY_LISTENER];
  if (early) {
    window.removeEventListener('error', early);
    window.removeEventListener('unhandledrejection', early);
  }
  scope[SENTRY_GLOBAL] = { ...sentry, [DELIVER]: (entry) => deliver(sentry, entry) };
  for (const entry of (scope[EARLY_QUEUE] ?? []).splice(0)) deliver(sentry, entry);
}

export function loadedSentry(): LoadedSentry | undefined {
  return scope[SENTRY_GLOBAL];
}
