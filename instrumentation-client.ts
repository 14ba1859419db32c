/**
 * Runs before the app in every page (Next.js instrumentation-client). Sentry stays off the critical
 * path: with no DSN nothing is loaded at all; with one, Sentry (~57 kB) is imported once the page is
 * interactive (after load, in an idle period). Until then uncaught errors wait in the queue the
 * page's first inline script opened, replayed when Sentry starts (lib/monitoring/report.ts), and
 * Sentry's tracing reads the page's web vitals from the browser's buffered performance entries
 * (docs/performance.md, "Field vitals").
 */
import { loadedSentry, sentryStarted } from '@/lib/monitoring/report';
import { browserDsn } from '@/lib/monitoring/sentryOptions';

if (browserDsn && typeof window !== 'undefined') {
  const dsn = browserDsn;
  const start = () => {
    void import('@/lib/monitoring/sentryBrowser')
      .then(({ initBrowserSentry }) => sentryStarted(initBrowserSentry(dsn)))
      .catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a timer after load stands in for the idle period.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Navigation spans for Sentry tracing, once it has started. */
export function onRouterTransitionStart(href: string, navigationType: string) {
  loadedSentry()?.captureRouterTransitionStart(href, navigationType);
}
