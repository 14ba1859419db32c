/**
 * What the browser's Sentry names things by (docs/performance.md): the route
 * pattern, never the address, and the page load by the page the visitor landed on. No Sentry
 * import: the hooks of lib/monitoring/sentryBrowser.ts call these.
 */
import { routing } from '@/i18n/routing';
import { isKnownPath, NOT_FOUND_PAGE } from '@/lib/content/site';
import { routePattern } from './routePattern';

export const UNKNOWN_ROUTE = 'unknown route';
/** Every not-found page's one name: the route the middleware answers an unknown path with. */
export const NOT_FOUND_ROUTE = `/[locale]${NOT_FOUND_PAGE}`;

/** Whether the middleware answers a path with the not-found page (lib/middleware/notFound.ts). */
function isNotFound(path: string): boolean {
  if (path.includes('[')) return false;
  const [, first = '', ...rest] = path.split('/');
  const unprefixed = (routing.locales as readonly string[]).includes(first)
    ? `/${rest.join('/')}`
    : path;
  return !isKnownPath(unprefixed);
}

/**
 * The route pattern of a path or URL: `/ko/company?ref=x`, `https://…/ko/company` → `/[locale]/company`;
 * a path the site does not have (`/ko/no-such-page`) → NOT_FOUND_ROUTE, never the landing pages'
 * `/[locale]/[customer]` it would match.
 */
export function routeName(pathOrUrl: string): string {
  let path = pathOrUrl.replace(/[?#].*$/s, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
  if (isNotFound(path)) return NOT_FOUND_ROUTE;
  return routePattern(path) ?? UNKNOWN_ROUTE;
}

/** A name that is an address (it starts with `/`) replaced by its route pattern; others kept. */
export function namedByPattern(name: string): string {
  return name.startsWith('/') ? routeName(name) : name;
}

/**
 * The address of the document the visitor landed on. Sentry starts after `load` and an idle
 * period; a visitor who followed a link before that is on another page, but the page load's
 * paint and timing entries are the landing document's.
 */
export function landingUrl(
  performance: Pick<Performance, 'getEntriesByType'> = globalThis.performance,
  location: Pick<Location, 'href'> = globalThis.location,
): string {
  return performance.getEntriesByType?.('navigation')[0]?.name || location.href;
}

type StreamedSpan = { name?: string; attributes?: Record<string, unknown> };
const ROUTE_OPS = new Set(['pageload', 'navigation']);
const SEGMENT_NAMES = ['sentry.segment.name', 'sentry.transaction'];

/**
 * The last net before a span leaves: a page load's or navigation's name, and the segment name
 * every span carries, as route patterns (the SDK renames a navigation by its raw path on a
 * `popstate` within the span's life, after every hook has run).
 */
export function spanNamedByRoute<S extends StreamedSpan>(span: S): S {
  const attributes = span.attributes ?? {};
  if (span.name && ROUTE_OPS.has(String(attributes['sentry.op'])))
    span.name = namedByPattern(span.name);
  for (const key of SEGMENT_NAMES) {
    const value = attributes[key];
    if (typeof value === 'string') attributes[key] = namedByPattern(value);
  }
  return span;
}

/** An error event's `transaction` (the scope's name when it was captured) as a route pattern. */
export function eventNamedByRoute<E extends { transaction?: string }>(event: E): E {
  if (event.transaction) event.transaction = namedByPattern(event.transaction);
  return event;
}
