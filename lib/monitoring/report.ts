/**
 * Report an error to Sentry without loading it: before Sentry has started (it starts after the page
 * is interactive, see instrumentation-client.ts) errors wait in a queue that is replayed on start.
 * Without a DSN this does nothing at all.
 */
import { browserDsn } from '@/lib/monitoring/sentryOptions';

export type LoadedSentry = {
  captureException: (error: unknown) => unknown;
  captureRouterTransitionStart: (href: string, navigationType: string) => void;
};

type MonitoringGlobal = typeof globalThis & {
  __chaedleSentry?: LoadedSentry;
  __chaedleErrorQueue?: unknown[];
};

const scope = globalThis as MonitoringGlobal;

/** At most this many early errors are kept for replay. */
const QUEUE_LIMIT = 50;

export function reportError(error: unknown): void {
  if (!browserDsn || typeof window === 'undefined') return;
  if (scope.__chaedleSentry) {
    scope.__chaedleSentry.captureException(error);
    return;
  }
  const queue = (scope.__chaedleErrorQueue ??= []);
  if (queue.length < QUEUE_LIMIT) queue.push(error);
}

/** Sentry has started: replay what came before it and report directly from now on. */
export function sentryStarted(sentry: LoadedSentry): void {
  scope.__chaedleSentry = sentry;
  const queued = scope.__chaedleErrorQueue ?? [];
  scope.__chaedleErrorQueue = [];
  for (const error of queued) sentry.captureException(error);
}

export function loadedSentry(): LoadedSentry | undefined {
  return scope.__chaedleSentry;
}
