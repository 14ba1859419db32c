/**
 * Options shared by every Sentry runtime (docs/product.md and "Constants"). Imports
 * nothing from Sentry, so reading them costs no bundle bytes.
 */
import { release } from '../config/release.mjs';
import { sentryDist, sentryEnvironment, tracesSampleRateSetting } from '../config/sentrySettings';

/**
 * What the SDK may collect. @sentry/* 11 has no `sendDefaultPii` any more (it is silently ignored)
 * and collects everything unless told otherwise: cookies, every request header (x-forwarded-for),
 * request bodies, query strings, local variables of stack frames, and lets the ingest infer the IP.
 * e2e/preview/sentry.spec.ts saw a cookie's value and the IP arrive before this was set.
 * Kept: the page URL without its query, the user agent, breadcrumbs (which name elements, never values).
 */
const dataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent'] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  databaseQueryData: false,
  queues: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
};

/** A URL or path without its query string or fragment. */
export function urlWithoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

type Frames = { stacktrace?: { frames?: { filename?: string; abs_path?: string }[] } };
type EventLike = {
  transaction?: string;
  request?: { url?: string };
  exception?: { values?: Frames[] };
  contexts?: Record<string, Record<string, unknown> | undefined>;
  spans?: SpanLike[];
};

/**
 * An event (error or transaction) with no query string or fragment anywhere it keeps an address:
 * its request URL (the browser SDK keeps the page's query there whatever dataCollection says), its
 * transaction name, its stack frames' files, every context (captureRequestError puts Next's
 * `req.url`, query and all, in `contexts.nextjs.request_path`; a transaction's `trace.data`) and a
 * transaction's spans.
 */
export function withoutQuery<E extends EventLike>(event: E): E {
  if (event.request?.url) event.request.url = urlWithoutQuery(event.request.url);
  if (event.transaction) event.transaction = withoutQueries(event.transaction);
  for (const value of event.exception?.values ?? [])
    for (const frame of value.stacktrace?.frames ?? []) {
      if (frame.filename) frame.filename = urlWithoutQuery(frame.filename);
      if (frame.abs_path) frame.abs_path = urlWithoutQuery(frame.abs_path);
    }
  for (const context of Object.values(event.contexts ?? {})) {
    cleanBag(context);
    if (context?.data && typeof context.data === 'object')
      cleanBag(context.data as Record<string, unknown>);
  }
  for (const span of event.spans ?? []) spanWithoutQuery(span);
  return event;
}

/**
 * The share of visits whose performance is traced (docs/product.md: 10 %), from
 * NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE at build time; anything but a number from 0 to 1 is the default.
 */
export function tracesSampleRate(value: string | undefined = tracesSampleRateSetting): number {
  const rate = Number(value?.trim() || NaN);
  return rate >= 0 && rate <= 1 ? rate : 0.1;
}

/** Every URL or path in a text, cut before its query string or fragment. */
export function withoutQueries(text: string): string {
  return text.replace(/((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#]*)[?#]\S*/gi, '$1');
}

type SpanLike = {
  name?: string;
  description?: string;
  attributes?: Record<string, unknown>;
  data?: Record<string, unknown>;
};

/** Keys whose value is a query string or fragment on its own (`?ref=x`), dropped whole. */
const QUERY_KEYS = new Set(['http.query', 'http.fragment', 'url.query', 'url.fragment']);

/** Every string in a bag of attributes or breadcrumb data without a query, the query keys gone. */
function cleanBag(bag: Record<string, unknown> | undefined) {
  const clean = (value: unknown): unknown =>
    typeof value === 'string'
      ? withoutQueries(value)
      : Array.isArray(value)
        ? value.map(clean)
        : value;
  for (const key of Object.keys(bag ?? {}))
    if (QUERY_KEYS.has(key)) delete bag![key];
    else bag![key] = clean(bag![key]);
}

/**
 * A span whose name and attributes carry no query string: urlQueryParams does not reach span
 * attributes, and the page's address with its query turned up in the server's `http.target` and
 * the browser's long-animation-frame `browser.script.invoker` (e2e/preview/vitals.spec.ts).
 * Takes both span shapes: streamed (`name`, `attributes`) and static (`description`, `data`).
 */
export function spanWithoutQuery<S extends SpanLike>(span: S): S {
  if (span.name) span.name = withoutQueries(span.name);
  if (span.description) span.description = withoutQueries(span.description);
  cleanBag(span.attributes);
  cleanBag(span.data);
  return span;
}

type BreadcrumbLike = { message?: string; data?: Record<string, unknown> };
/** Where a breadcrumb keeps an address: a navigation's `from` and `to`, a request's `url`. */
const URL_KEYS = ['from', 'to', 'url'];

/**
 * A breadcrumb without any query string or fragment: history breadcrumbs keep the whole relative
 * address (`/ko?ref=x`), fetch and XHR ones the request's URL, whatever dataCollection says.
 */
export function breadcrumbWithoutQuery<B extends BreadcrumbLike>(breadcrumb: B): B {
  if (breadcrumb.message) breadcrumb.message = withoutQueries(breadcrumb.message);
  const data = breadcrumb.data;
  for (const key of URL_KEYS)
    if (typeof data?.[key] === 'string') data[key] = urlWithoutQuery(data[key] as string);
  cleanBag(data);
  return breadcrumb;
}

export const sentryOptions = {
  tracesSampleRate: tracesSampleRate(),
  release,
  /**
   * production, preview or development, decided at build time (lib/config/deployment.mjs;
   * docs/deploying.md).
   */
  environment: sentryEnvironment,
  /**
   * The commit Vercel built, when it says (the release stays 0.0.1: docs/product.md).
   */
  dist: sentryDist,
  /** Stale chunks after a deploy (the reload dialog handles them) and client clock skew. */
  ignoreErrors: ['ChunkLoadError', 'RequestTimeTooSkewed'],
  dataCollection,
  /** The browser SDK keeps the query string in the page URL whatever dataCollection says. */
  beforeSend: withoutQuery,
  beforeSendTransaction: withoutQuery,
  beforeBreadcrumb: breadcrumbWithoutQuery,
  /** Spans as the server sends them (streamed, Sentry 11's default); the browser's are static. */
  beforeSendSpan: spanWithoutQuery,
} as const;
