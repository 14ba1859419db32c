/**
 * The browser half of Sentry. Loaded only by instrumentation-client.ts, through a dynamic import,
 * after the page is interactive and only when a DSN is configured. Its tracing sends the field
 * vitals (docs/performance.md, "Field vitals"): LCP, FCP, CLS and TTFB on the page load, INP per
 * interaction, each page load and navigation named by its route pattern, never by its address.
 */
import * as Sentry from '@sentry/nextjs';
import { violationEvent, type Violation } from './cspViolation';
import { routePattern } from './routePattern';
import { sentryOptions, spanWithoutQuery, withoutQuery } from './sentryOptions';

/** A page load or navigation, named by the pattern of the path it was started with. */
function namedByRoute<O extends { name: string }>(options: O): O {
  return { ...options, name: routePattern(options.name) ?? 'unknown route' };
}

/**
 * A page load without any layout shift has a CLS of 0, but Sentry records CLS only from a shift:
 * left out, the still pages would be missing from p75 CLS and push it up. Only where the browser
 * reports layout shifts at all (not Safari or Firefox), so 0 is a measurement there.
 */
function withZeroCls<E extends Sentry.Event>(event: E): E {
  const measures = PerformanceObserver.supportedEntryTypes?.includes('layout-shift');
  if (event.contexts?.trace?.op === 'pageload' && measures && !event.measurements?.cls)
    event.measurements = { ...event.measurements, cls: { value: 0, unit: '' } };
  return event;
}

export function initBrowserSentry(dsn: string) {
  Sentry.init({
    ...sentryOptions,
    dsn,
    ignoreErrors: [...sentryOptions.ignoreErrors],
    // Static traces: a page load is one transaction carrying its LCP, FCP, CLS and TTFB, named by
    // the path it loaded (a streamed page load is named "pageload" until it ends), and each
    // interaction's INP a standalone span.
    traceLifecycle: 'static',
    beforeSendTransaction: (event) => withoutQuery(withZeroCls(event)),
    beforeSendSpan: Sentry.withStaticSpan(spanWithoutQuery),
    integrations: [Sentry.browserTracingIntegration({ beforeStartSpan: namedByRoute })],
  });
  return {
    captureException: (error: unknown) => Sentry.captureException(error),
    captureViolation: (violation: Violation) => {
      const event = violationEvent(violation);
      if (event) Sentry.captureEvent(event);
    },
    captureRouterTransitionStart: Sentry.captureRouterTransitionStart,
  };
}
