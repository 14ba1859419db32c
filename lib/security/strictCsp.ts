/**
 * The strict Content-Security-Policy of the dynamic pages (docs/product.md; docs/threat-model.md):
 * `/private/*` and `/sign-in`, the only pages that render backend HTML, are rendered per request
 * anyway, so their `script-src` is a per-request nonce with 'strict-dynamic' instead of the static
 * pages' cached 'unsafe-inline'. Next adds the nonce to its own scripts when the request carries
 * this header; the site's inline scripts are allowed by their hash (the layout they sit in is
 * shared with the static pages, which must not read a per-request nonce).
 */
import { contentSecurityPolicy } from '@/lib/security/securityHeaders.mjs';

const STRICT_PATH = /^(?:\/(?:ko|en|vi))?\/(?:private(?:\/|$)|sign-in\/?$)/;

export function isStrictCspPath(pathname: string): boolean {
  return STRICT_PATH.test(pathname);
}

/** 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export type StrictCspOptions = {
  nonce: string;
  /** Hashes of the inline scripts the pages render (scriptHashes.mjs, sha256Source). */
  scriptHashes: readonly string[];
  apiBaseUrl?: string;
  awsEndpoint?: string;
  awsRegion?: string;
  sentryDsn?: string;
  dev?: boolean;
};

/**
 * The static pages' policy (lib/security/securityHeaders.mjs: same sources for everything else) with
 * `script-src` replaced. 'strict-dynamic' makes browsers ignore 'self' and host sources, and any
 * nonce or hash makes them ignore 'unsafe-inline': no inline script runs without the nonce or hash.
 */
export function strictContentSecurityPolicy(options: StrictCspOptions): string {
  const base = contentSecurityPolicy(options);
  const scriptSrc = [
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
    ...options.scriptHashes,
    ...(options.dev ? ["'unsafe-eval'"] : []),
  ].join(' ');
  const directives = base
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) =>
      directive.startsWith('script-src ') ? `script-src ${scriptSrc}` : directive,
    );
  return directives.join('; ');
}
