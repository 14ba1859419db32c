/**
 * Runs before the app in every page (Next.js instrumentation-client). Sentry stays off the critical
 * path: with no DSN nothing is loaded at all; with one, Sentry (~57 kB) is imported once the page is
 * interactive (after load, in an idle period), or at once on the first error
 * (lib/monitoring/sentryStart.ts). Until then errors wait in the queue the page's first inline
 * script opened (lib/monitoring/report.ts), and Sentry's tracing reads the page's web vitals from
 * the browser's buffered performance entries (docs/performance.md).
 */
import { loadedSentry } from '@/lib/monitoring/report';
import { startSentry } from '@/lib/monitoring/sentryStart';
import { browserDsn } from '@/lib/config/sentryDsn';

if (browserDsn && typeof window !== 'undefined') {
  const dsn = browserDsn;
  startSentry(() =>
    import('@/lib/monitoring/sentryBrowser').then(({ initBrowserSentry }) =>
      initBrowserSentry(dsn),
    ),
  );
}

/** Navigation spans for Sentry tracing, once it has started. */
export function onRouterTransitionStart(href: string, navigationType: string) {
  loadedSentry()?.captureRouterTransitionStart(href, navigationType);
}
