import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { isResidentPage } from '@/lib/content/site';
import type { strictCspFor } from '@/lib/security/strictCspRequest';

const intlMiddleware = createMiddleware(routing);
/**
 * Consent links reach residents by text message and open on a phone, often on a slow network: an
 * unprefixed link (`/private/consent/101`) renders in the negotiated language at that address (a
 * rewrite to `/ko/…`) instead of costing a redirect's round trip. Same negotiation, same cookie rule.
 */
const inPlaceIntlMiddleware = createMiddleware({ ...routing, localePrefix: 'never' });

export type StrictCsp = Awaited<ReturnType<typeof strictCspFor>>;

/**
 * next-intl's answer: a redirect to the visitor's language (`/x` → `/ko/x`, `/en/x` → `/x`), or the
 * page in its language. With a strict policy, Next renders with its nonce and the answer carries it.
 */
export function localize(request: NextRequest, strictCsp: StrictCsp): NextResponse {
  const { pathname } = request.nextUrl;
  // An unknown /private/… path keeps the redirect, so its 404 is in the visitor's language.
  const intl = isResidentPage(pathname) ? inPlaceIntlMiddleware : intlMiddleware;
  return strictCsp ? strictCsp.apply(intl(strictCsp.request)) : intl(request);
}
