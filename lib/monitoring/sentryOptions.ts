/**
 * Options shared by every Sentry runtime (docs/product.md, "Errors" and "Constants"). Imports
 * nothing from Sentry, so reading them costs no bundle bytes.
 */
import { release } from '../config/release.mjs';

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

/** An event whose request URL has no query string or fragment. */
export function withoutQuery<E extends { request?: { url?: string } }>(event: E): E {
  if (event.request?.url) event.request.url = event.request.url.replace(/[?#].*$/s, '');
  return event;
}

/**
 * The share of visits whose performance is traced (docs/product.md, "Constants": 10 %), from
 * NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE at build time; anything but a number from 0 to 1 is the default.
 */
export function tracesSampleRate(
  value: string | undefined = process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE,
): number {
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

/**
 * A span whose name and attributes carry no query string: urlQueryParams does not reach span
 * attributes, and the page's address with its query turned up in the server's `http.target` and
 * the browser's long-animation-frame `browser.script.invoker` (e2e/preview/vitals.spec.ts).
 * Takes both span shapes: streamed (`name`, `attributes`) and static (`description`, `data`).
 */
export function spanWithoutQuery<S extends SpanLike>(span: S): S {
  const clean = (value: unknown): unknown =>
    typeof value === 'string'
      ? withoutQueries(value)
      : Array.isArray(value)
        ? value.map(clean)
        : value;
  if (span.name) span.name = withoutQueries(span.name);
  if (span.description) span.description = withoutQueries(span.description);
  for (const bag of [span.attributes, span.data])
    for (const key of Object.keys(bag ?? {})) bag![key] = clean(bag![key]);
  return span;
}

export const sentryOptions = {
  tracesSampleRate: tracesSampleRate(),
  release,
  /**
   * production, preview or development, decided at build time (lib/config/deployment.mjs;
   * docs/deploying.md, "Which deployment a build is").
   */
  environment: process.env.SITE_DEPLOYMENT_ENV || 'production',
  /**
   * The commit Vercel built, when it says (the release stays 0.0.1: docs/product.md, "Constants").
   */
  dist: process.env.SITE_DEPLOYMENT_COMMIT || undefined,
  /** Stale chunks after a deploy (the reload dialog handles them) and client clock skew. */
  ignoreErrors: ['ChunkLoadError', 'RequestTimeTooSkewed'],
  dataCollection,
  /** The browser SDK keeps the query string in the page URL whatever dataCollection says. */
  beforeSend: withoutQuery,
  /** Spans as the server sends them (streamed, Sentry 11's default); the browser's are static. */
  beforeSendSpan: spanWithoutQuery,
} as const;

/** The browser DSN, inlined at build time; undefined = Sentry entirely off in the browser. */
export const browserDsn: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;

/** The server DSN (SENTRY_DSN, else the public one); undefined = Sentry entirely off on the server. */
export function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;
}
