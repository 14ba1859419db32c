/**
 * When the browser's Sentry starts (docs/performance.md). It stays off the
 * page's load: ~57 kB imported in the first idle period after `load` (lib/browser/idle.ts). But the
 * first error starts it at once, as Sentry's own loader script loads the SDK on the first error: an
 * uncaught error or rejection queued before this runs (lib/browser/inlineScripts.ts), one raised
 * later, or one the site reports (lib/monitoring/report.ts). A visitor who leaves soon after an
 * error, often because of it, then still reports it.
 */
import { whenLoadedAndIdle } from '@/lib/browser/idle';
import { errorQueued, onReportedError, sentryStarted, type LoadedSentry } from './report';

/** The first idle period after `load` may wait this long at most (ms). */
export const IDLE_TIMEOUT = 5000;

/** Starts Sentry once, with `load` (which imports and initialises it), at the right moment. */
export function startSentry(load: () => Promise<LoadedSentry>): void {
  let started = false;
  let cancelIdle = () => {};
  const start = () => {
    if (started) return;
    started = true;
    cancelIdle();
    window.removeEventListener('error', start);
    window.removeEventListener('unhandledrejection', start);
    load().then(sentryStarted, () => undefined);
  };
  if (errorQueued()) return start();
  onReportedError(start);
  window.addEventListener('error', start);
  window.addEventListener('unhandledrejection', start);
  cancelIdle = whenLoadedAndIdle(start, IDLE_TIMEOUT);
}
