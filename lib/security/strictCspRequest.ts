import { NextRequest, type NextResponse } from 'next/server';
import { strictCspPageScripts } from '@/lib/browser/inlineScripts';
import { env } from '@/lib/config/env';
import { browserDsn } from '@/lib/config/sentryDsn';
import { sha256Source } from './sha256Source.mjs';
import { createNonce, isStrictCspPath, strictContentSecurityPolicy } from './strictCsp';

let hashes: Promise<string[]> | undefined;

/**
 * For a dynamic page: a fresh nonce, the request Next renders with the policy in its headers (so
 * it puts the nonce on its scripts), and `apply` to send the policy with the response.
 * Undefined for every other page, which keeps its cached policy from next.config.mjs.
 */
export async function strictCspFor(request: NextRequest) {
  if (!isStrictCspPath(request.nextUrl.pathname)) return undefined;
  hashes ??= Promise.all(strictCspPageScripts.map(sha256Source));
  const policy = strictContentSecurityPolicy({
    nonce: createNonce(),
    scriptHashes: await hashes,
    apiBaseUrl: env.apiBaseUrl,
    awsEndpoint: env.awsEndpoint,
    awsRegion: env.awsRegion,
    sentryDsn: browserDsn,
    // Next's own mode, not the site's configuration: `next dev` needs eval (React's dev tools).
    dev: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  return {
    request: new NextRequest(request, { headers }),
    apply(response: NextResponse) {
      response.headers.set('Content-Security-Policy', policy);
      return response;
    },
  };
}
