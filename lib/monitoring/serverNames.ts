/**
 * What the server's Sentry names a not-found answer by (docs/performance.md): the
 * browser's one name, `/[locale]/page-not-found`, with the method as every server transaction has.
 * The middleware rewrites an unknown path to that page, but it skips paths with a dot (files), and
 * Next.js answers those with the route they happen to match (the landing pages' `[customer]`, the
 * catch-all `[...rest]`, `/[locale]`) before rendering its not-found page. No Sentry import.
 */
import { NOT_FOUND_ROUTE, routeName } from './routeNames';
import { urlWithoutQuery } from './sentryOptions';

/** Routes that only ever answer with the not-found page. */
const NOT_FOUND_ONLY = new Set(['/[locale]/[...rest]', '/_not-found', '/_error']);

const pathOf = (address: string) =>
  urlWithoutQuery(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? new URL(address).pathname : address);

/**
 * `GET /[locale]/[...rest]` → `GET /[locale]/page-not-found`, and any page's route (every route
 * under `/[locale]` is a page) when the address is one the site does not have; another name is kept.
 */
function notFoundName(name: string, notFound: boolean): string {
  const [method, route = ''] = name.includes(' ') ? name.split(' ', 2) : ['', name];
  const page = route === '/[locale]' || route.startsWith('/[locale]/');
  if (!NOT_FOUND_ONLY.has(route) && !(notFound && page)) return name;
  return method ? `${method} ${NOT_FOUND_ROUTE}` : NOT_FOUND_ROUTE;
}

type ServerSpan = {
  name?: string;
  span_id?: string;
  parent_span_id?: string;
  attributes?: Record<string, unknown>;
};

/** Request spans (segments) started for a path the site does not have, the latest few hundred. */
const notFoundSegments = new Set<string>();

const forPathNotFound = (target: unknown) =>
  typeof target === 'string' && routeName(pathOf(target)) === NOT_FOUND_ROUTE;

/**
 * Notes a request span as it starts (its attributes hold the address then), so the spans within
 * it, which carry only its name and id, are named with it.
 */
export function segmentStarted(span: ServerSpan): void {
  if (span.parent_span_id || !span.span_id || !forPathNotFound(span.attributes?.['http.target']))
    return;
  notFoundSegments.add(span.span_id);
  if (notFoundSegments.size > 500) notFoundSegments.delete(notFoundSegments.values().next().value!);
}
const ROUTE_KEYS = ['http.route', 'next.route'];

/**
 * A server span named as the not-found page when it served a page for a path the site does not
 * have (Next.js first tries the route the path matches, in a span of its own), or belongs to a
 * route that only answers that; its `url.full` its own request's address (the edge runtime's
 * request span carried the previous request's).
 */
export function serverSpanNamed<S extends ServerSpan>(span: S): S {
  const attributes = span.attributes ?? {};
  const target = attributes['http.target'];
  const segment = attributes['sentry.segment.id'];
  const notFound =
    forPathNotFound(target) || (typeof segment === 'string' && notFoundSegments.has(segment));
  if (span.name) span.name = notFoundName(span.name, notFound);
  for (const key of ['sentry.segment.name', ...ROUTE_KEYS]) {
    const value = attributes[key];
    if (typeof value === 'string') attributes[key] = notFoundName(value, notFound);
  }
  const full = attributes['url.full'];
  if (typeof target === 'string' && typeof full === 'string' && pathOf(full) !== pathOf(target))
    attributes['url.full'] = pathOf(target);
  return span;
}

type ServerEvent = {
  transaction?: string;
  contexts?: Record<string, Record<string, unknown> | undefined>;
};

/**
 * A server error named as the not-found page when it was thrown serving one: a page's route for a
 * path the site does not have, or a route that only answers with the not-found page.
 */
export function serverEventNamed<E extends ServerEvent>(event: E): E {
  const nextjs = event.contexts?.nextjs;
  const path = nextjs?.request_path;
  const notFound = forPathNotFound(path);
  if (event.transaction) event.transaction = notFoundName(event.transaction, notFound);
  return event;
}
