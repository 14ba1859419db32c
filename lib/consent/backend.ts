import { createApiClient, isApiError } from '@/lib/api/client';
import { env } from '@/lib/config/env';
import { release } from '@/lib/config/release.mjs';
import { parseAgreement, type Agreement } from './schema';

export const agreementPath = (idx: number) => `/inhabitant/v1/agreement/${idx}`;

/** The server's reads give up after this long; the browser then reads the agreement itself. */
export const SERVER_READ_TIMEOUT_MS = 3_000;

/** How the site's server introduces itself to the backend (docs/threat-model.md). */
export const SITE_USER_AGENT = `chaedle-website/${release}`;

/** What the server learnt: the agreement, that it does not exist, or nothing (any other failure). */
export type AgreementRead =
  { kind: 'found'; agreement: Agreement } | { kind: 'not-found' } | { kind: 'unavailable' };

/** The request headers a server component sees (`await headers()`), or a test's `new Headers()`. */
export type RequestHeaders = { get(name: string): string | null };

export type ReadOptions = {
  baseUrl?: string;
  /** A slow backend must not hold the page: past this, the browser makes the call itself. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The visitor's request: its address goes to the backend as X-Forwarded-For. */
  requestHeaders?: RequestHeaders;
};

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Hex digits, colons and dots only (no `]` closing the brackets early, as in `::1]/x`), then what
 * the URL parser accepts as an IPv6 host (which needs a colon: `[1.2.3.4]` is refused).
 */
function isIpv6(value: string): boolean {
  return /^[0-9A-Fa-f:.]+$/.test(value) && URL.canParse(`http://[${value}]/`);
}

/**
 * The visitor's address as the platform reports it: the first entry of `x-forwarded-for`, which
 * Vercel's edge sets to the client's address and `next start` fills from the socket when the
 * request carried none. Anything that is not an IP address is left out rather than passed on.
 */
export function visitorAddress(headers: RequestHeaders | undefined): string | undefined {
  const first = headers?.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (!first) return undefined;
  return IPV4.test(first) || isIpv6(first) ? first : undefined;
}

/**
 * The server's look at the agreement while it renders a consent page, so the resident on a slow
 * phone reads it before the page's JavaScript has arrived, and the end and error pages say what the
 * backend says (never what the query string says). The request names the site and the visitor, so
 * the backend's per-address limits see residents rather than the site.
 */
export async function readAgreement(
  idx: number,
  {
    baseUrl = env.apiBaseUrl,
    timeoutMs = SERVER_READ_TIMEOUT_MS,
    fetch: fetchImpl = (...args) => fetch(...args),
    requestHeaders,
  }: ReadOptions = {},
): Promise<AgreementRead> {
  const address = visitorAddress(requestHeaders);
  const identified: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('User-Agent', SITE_USER_AGENT);
    if (address) headers.set('X-Forwarded-For', address);
    return fetchImpl(input, { ...init, headers });
  };
  const api = createApiClient({
    baseUrl,
    fetch: identified,
    timeoutMs,
    onUnauthorized: () => {},
    onError: () => {},
  });
  try {
    const body = await api.get(agreementPath(idx));
    const parsed = parseAgreement(body, idx);
    return parsed.ok ? { kind: 'found', agreement: parsed.value } : { kind: 'unavailable' };
  } catch (error) {
    return isApiError(error) && error.status === 404
      ? { kind: 'not-found' }
      : { kind: 'unavailable' };
  }
}

/**
 * The consent page's first HTML: only a well-formed agreement comes back; any failure (404, 401,
 * 5xx, network, malformed, timeout) is undefined, and the browser's own call then ends in the
 * state docs/product.md ("Consent flow and the agreement backend") names, with its toast or redirect.
 */
export async function prefetchAgreement(
  idx: number,
  options: ReadOptions = {},
): Promise<Agreement | undefined> {
  const read = await readAgreement(idx, options);
  return read.kind === 'found' ? read.agreement : undefined;
}
