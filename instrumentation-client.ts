/**
 * Runs before the app in every page (Next.js instrumentation-client). Sentry stays off the critical
 * path: with no DSN nothing is loaded at all; with one, errors raised early are queued here and
 * Sentry (~57 kB) is imported once the page is interactive (after load, in an idle period), then
 * replays the queue. See lib/monitoring/report.ts.
 */
import { loadedSentry, reportError, sentryStarted } from '@/lib/monitoring/report';
import { browserDsn } from '@/lib/monitoring/sentryOptions';

if (browserDsn && typeof window !== 'undefined') {
  const dsn = browserDsn;
  const onError = (event: ErrorEvent) => reportError(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  const start = () => {
    void import('@/lib/monitoring/sentryBrowser')
      .then(({ initBrowserSentry }) => {
        // Sentry's own global handlers take over from here.
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        sentryStarted(initBrowserSentry(dsn));
      })
      .catch(() => undefined);
  };
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
