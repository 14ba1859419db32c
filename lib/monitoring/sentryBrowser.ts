/**
 * The browser half of Sentry. Loaded only by instrumentation-client.ts, through a dynamic import,
 * after the page is interactive and only when a DSN is configured. Its tracing sends the field
 * vitals (docs/performance.md, "Field vitals"): a page load span with FCP and TTFB, LCP and CLS
 * spans when the page is hidden, an INP span per page, all named by route pattern, never by address.
 */
import * as Sentry from '@sentry/nextjs';
import { violationEvent, type Violation } from './cspViolation';
import {
  eventNamedByRoute,
  landingUrl,
  paintedWhileVisible,
  routeName,
  spanNamedByRoute,
} from './routeNames';
import { sentryOptions, spanWithoutQuery, urlWithoutQuery, withoutQuery } from './sentryOptions';

type RouteSpanOptions = Parameters<
  NonNullable<Parameters<typeof Sentry.browserTracingIntegration>[0]>['beforeStartSpan'] & {}
>[0];

/**
 * A page load or navigation, named by route pattern. The SDK has already given the scope the raw
 * path for a page load (errors and late INP spans take the scope's name), so the scope is renamed
 * here too; a page load by the page the visitor landed on, the scope by the page they are on.
 */
function namedByRoute(options: RouteSpanOptions): RouteSpanOptions {
  if (options.op !== 'pageload') return { ...options, name: routeName(options.name) };
  const landing = landingUrl();
  Sentry.getCurrentScope().setTransactionName(routeName(location.pathname));
  return {
    ...options,
    name: routeName(landing),
    attributes: {
      ...options.attributes,
      'url.path': new URL(landing).pathname,
      'url.full': urlWithoutQuery(landing),
    },
  };
}

export function initBrowserSentry(dsn: string) {
  const client = Sentry.init({
    ...sentryOptions,
    dsn,
    ignoreErrors: [...sentryOptions.ignoreErrors],
    // Streamed spans (SDK 11's default): LCP and CLS are measured until the page is hidden, not
    // only until the page load span ends (docs/performance.md, "Field vitals").
    traceLifecycle: 'stream',
    beforeSend: (event) => eventNamedByRoute(withoutQuery(event)),
    beforeSendSpan: (span) => spanNamedByRoute(spanWithoutQuery(span)),
    // A CLS of 0 is sent for every page load; it is one only for a load that painted while visible.
    ignoreSpans: paintedWhileVisible()
      ? []
      : [{ op: 'ui.webvital.cls', attributes: { 'browser.web_vital.cls.value': 0 } }],
    integrations: [Sentry.browserTracingIntegration({ beforeStartSpan: namedByRoute })],
  });
  // The SDK names the scope after a navigation with the name passed here, once every other hook has
  // run: the route pattern goes in before.
  client?.on('beforeStartNavigationSpan', (options, navigation) => {
    options.name = routeName(navigation?.url ?? options.name);
    options.attributes = { ...options.attributes, 'sentry.segment.name.source': 'route' };
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
