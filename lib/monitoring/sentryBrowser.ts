/**
 * The browser half of Sentry. Loaded only by instrumentation-client.ts, through a dynamic import,
 * after the page is interactive and only when a DSN is configured. Its tracing sends the field
 * vitals (docs/performance.md): a page load span with FCP and TTFB, LCP and CLS
 * spans when the page is left, an INP span per page, all named by route pattern, never by address.
 * No session: a visit outside the sample with no error sends nothing (docs/privacy.md).
 */
import * as Sentry from '@sentry/nextjs';
import { violationEvent, type Violation } from './cspViolation';
import { eventNamedByRoute, landingUrl, routeName, spanNamedByRoute } from './routeNames';
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

/**
 * A navigation span for every move in the app (a followed link, Back, Forward), named by the route
 * it goes to: the span names the scope, and so the errors and interactions that follow. The SDK's
 * own app-router instrumentation is off: its popstate handler keeps the span it starts, and the
 * next transition renames that (often ended) span instead of starting one, leaving the scope on
 * the page before.
 */
function startNavigation(href: string, navigationType: string) {
  const client = Sentry.getClient();
  if (!client) return;
  const url = new URL(href, location.href);
  Sentry.startBrowserTracingNavigationSpan(
    client,
    {
      name: routeName(url.pathname),
      attributes: {
        'sentry.op': 'navigation',
        'sentry.origin': 'auto.navigation.nextjs.app_router_instrumentation',
        'navigation.type': `router.${navigationType}`,
      },
    },
    { url: urlWithoutQuery(url.href) },
  );
}

export function initBrowserSentry(dsn: string) {
  const client = Sentry.init({
    ...sentryOptions,
    dsn,
    ignoreErrors: [...sentryOptions.ignoreErrors],
    // Streamed spans (SDK 11's default): LCP and CLS are measured until the page is hidden, not
    // only until the page load span ends (docs/performance.md).
    traceLifecycle: 'stream',
    // Nothing about a visit Sentry has no other reason to hear of: no counts of dropped items.
    sendClientReports: false,
    beforeSend: (event) => eventNamedByRoute(withoutQuery(event)),
    beforeSendSpan: (span) => spanNamedByRoute(spanWithoutQuery(span)),
    // No rule for a CLS of 0: SDK 11 sends LCP, CLS and INP when web-vitals reports them, and it
    // reports CLS only for a page that painted while visible (docs/performance.md).
    integrations: (defaults) => [
      ...defaults.filter(({ name }) => name !== 'BrowserSession' && name !== 'BrowserTracing'),
      Sentry.browserTracingIntegration({
        beforeStartSpan: namedByRoute,
        instrumentNavigation: false,
        // A soft navigation's own vitals are dropped whenever the SDK cannot tie it to an Event
        // Timing entry of its click (softNavs.js: a 5 ms window, and no entry for a click under
        // 16 ms): its shifts count in the landing page's CLS instead, as the Chrome UX Report and
        // every other browser count them (docs/performance.md).
        webVitals: { softNavigations: false },
      }),
    ],
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
    captureRouterTransitionStart: startNavigation,
    reportedAt: (time: number | undefined, report: () => void) =>
      Sentry.withScope((scope) => {
        if (time) scope.addEventProcessor((event) => ({ ...event, timestamp: time / 1000 }));
        report();
      }),
  };
}
