import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { buildEtag, matchesEtag } from '@/lib/buildEtag';
import { canonicalCustomerSlug, isKnownPath, NOT_FOUND_PAGE } from '@/lib/site';
import { strictCspFor } from '@/lib/security/strictCspRequest';

const intlMiddleware = createMiddleware(routing);
/**
 * Consent links reach residents by text message and open on a phone, often on a slow network: an
 * unprefixed link (`/private/consent/101`) renders in the negotiated language at that address (a
 * rewrite to `/ko/…`) instead of costing a redirect's round trip. Same negotiation, same cookie rule.
 */
const inPlaceIntlMiddleware = createMiddleware({ ...routing, localePrefix: 'never' });
const unprefixedPrivatePage = /^\/(?:private\/|sign-in\/?$)/;

const prerenderedPageEtag = buildEtag(process.env.SITE_BUILD_TAG);

const localePrefix = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

const singleSegment = new RegExp(`^(/(?:${routing.locales.join('|')}))?/([^/]+)/?$`);

export default async function middleware(request: NextRequest) {
  // Customer landing pages have one canonical spelling (/HobanON); other casings move there for good.
  const match = singleSegment.exec(request.nextUrl.pathname);
  if (match?.[2]) {
    const canonical = canonicalCustomerSlug(match[2]);
    if (canonical && canonical !== match[2]) {
      const url = request.nextUrl.clone();
      url.pathname = `${match[1] ?? ''}/${canonical}`;
      return NextResponse.redirect(url, 308);
    }
  }
  // The dynamic pages get a per-request nonce policy (docs/product.md, "Limits").
  const strictCsp = await strictCspFor(request);
  const { pathname } = request.nextUrl;
  // An unknown /private/… path keeps the redirect, so its 404 below is in the visitor's language.
  const inPlace = unprefixedPrivatePage.test(pathname) && isKnownPath(pathname);
  const localize = inPlace ? inPlaceIntlMiddleware : intlMiddleware;
  const response = strictCsp ? strictCsp.apply(localize(strictCsp.request)) : localize(request);
  // A language redirect (/x → /ko/x) first; the 404 is answered at the address the visitor keeps.
  if (response.headers.has('location')) return response;

  // A path the site does not have: the prerendered not-found page in that language, status 404.
  const prefix = localePrefix.exec(pathname);
  const locale = prefix?.[1] ?? routing.defaultLocale;
  const rest = prefix ? pathname.slice(prefix[0].length) || '/' : pathname;
  if (isKnownPath(rest)) {
    // A prerendered page (the dynamic ones have a nonce policy and are never stored).
    if (!strictCsp && prerenderedPageEtag) {
      const method = request.method;
      if (
        (method === 'GET' || method === 'HEAD') &&
        matchesEtag(request.headers.get('if-none-match'), prerenderedPageEtag)
      ) {
        const notModified = new NextResponse(null, {
          status: 304,
          headers: { ETag: prerenderedPageEtag },
        });
        const cookie = response.headers.get('set-cookie');
        if (cookie) notModified.headers.set('set-cookie', cookie);
        return notModified;
      }
      response.headers.set('ETag', prerenderedPageEtag);
    }
    return response;
  }
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${NOT_FOUND_PAGE}`;
  const notFound = NextResponse.rewrite(url, { status: 404 });
  const cookie = response.headers.get('set-cookie');
  if (cookie) notFound.headers.set('set-cookie', cookie);
  return notFound;
}

export const config = {
  // Everything but API routes, the app redirects (/app/*, no locale), Next internals, Vercel
  // internals and files with an extension.
  matcher: '/((?!api|app/|_next|_vercel|.*\\..*).*)',
};
