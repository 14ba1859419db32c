/**
 * Report an error to Sentry without loading it: before Sentry has started (it starts after the page
 * is interactive, see instrumentation-client.ts) errors wait in a queue that is replayed on start.
 * The queue is opened by an inline script in every page's <head> (earlyErrorScript in
 * lib/browser/inlineScripts.ts), so uncaught errors raised while the HTML is parsed, before any of
 * the site's scripts run, wait in it too. Without a DSN this does nothing at all.
 */
import { browserDsn } from '@/lib/monitoring/sentryOptions';

export type LoadedSentry = {
  captureException: (error: unknown) => unknown;
  captureRouterTransitionStart: (href: string, navigationType: string) => void;
};

/** Globals shared with the inline script, which cannot import them. */
export const EARLY_QUEUE = '__chaedleErrorQueue';
export const EARLY_LISTENER = '__chaedleEarlyErrors';
export const SENTRY_GLOBAL = '__chaedleSentry';
/** At most this many early errors are kept for replay. */
export const QUEUE_LIMIT = 50;

type MonitoringGlobal = typeof globalThis & {
  [SENTRY_GLOBAL]?: LoadedSentry;
  [EARLY_QUEUE]?: unknown[];
  [EARLY_LISTENER]?: EventListener;
};

const scope = globalThis as MonitoringGlobal;

export function reportError(error: unknown): void {
  if (!browserDsn || typeof window === 'undefined') return;
  if (scope[SENTRY_GLOBAL]) {
    scope[SENTRY_GLOBAL].captureException(error);
    return;
  }
  const queue = (scope[EARLY_QUEUE] ??= []);
  if (queue.length < QUEUE_LIMIT) queue.push(error);
}

/**
 * Sentry has started and its own global handlers listen from now on: the inline script's listener
 * stops (each uncaught error is reported once), what came before is replayed, and errors are
 * reported directly.
 */
export function sentryStarted(sentry: LoadedSentry): void {
  const early = scope[EARLY_LISTENER];
  if (early) {
    window.removeEventListener('error', early);
    window.removeEventListener('unhandledrejection', early);
  }
  scope[SENTRY_GLOBAL] = sentry;
  const queued = scope[EARLY_QUEUE] ?? [];
  scope[EARLY_QUEUE] = [];
  for (const error of queued) sentry.captureException(error);
}

export function loadedSentry(): LoadedSentry | undefined {
  return scope[SENTRY_GLOBAL];
}
