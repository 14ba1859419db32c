import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { buildEtag, matchesEtag } from '@/lib/buildEtag';
import { canonicalCustomerSlug, isKnownPath, NOT_FOUND_PAGE } from '@/lib/content/site';
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

/** What next-intl negotiates an unprefixed address from: the browser's languages, then its cookie. */
const LANGUAGE_INPUTS = 'Accept-Language, Cookie';

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
  const prefix = localePrefix.exec(pathname);
  // Caches (SECURITY.md section 3): an unprefixed address answers by the visitor's language (a
  // redirect, or the English page), so only the visitor's own browser may keep that answer. `Vary`
  // says why where it gets through (`next start` rewrites it on pages; redirects and 304s keep it).
  const forThisVisitor = (answer: NextResponse) => {
    if (prefix) return answer;
    answer.headers.set('Cache-Control', 'private, no-cache');
    answer.headers.append('Vary', LANGUAGE_INPUTS);
    return answer;
  };
  // A language redirect (/x → /ko/x) first; the 404 is answered at the address the visitor keeps.
  // Never shared, prefixed or not: it may set the locale cookie (/en/x → /x).
  if (response.headers.has('location')) {
    response.headers.set('Cache-Control', 'private, no-cache');
    return forThisVisitor(response);
  }

  // A path the site does not have: the prerendered not-found page in that language, status 404.
  const locale = prefix?.[1] ?? routing.defaultLocale;
  const rest = prefix ? pathname.slice(prefix[0].length) || '/' : pathname;
  if (isKnownPath(rest)) {
    // The dynamic pages have a nonce policy and are `private, no-store` (next.config.mjs): they may
    // keep the cookie. Everything else here is prerendered, which a shared cache may keep.
    if (strictCsp) return response;
    response.headers.delete('set-cookie');
    if (prerenderedPageEtag) {
      const method = request.method;
      if (
        (method === 'GET' || method === 'HEAD') &&
        matchesEtag(request.headers.get('if-none-match'), prerenderedPageEtag)
      ) {
        return forThisVisitor(
          new NextResponse(null, { status: 304, headers: { ETag: prerenderedPageEtag } }),
        );
      }
      response.headers.set('ETag', prerenderedPageEtag);
    }
    return forThisVisitor(response);
  }
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${NOT_FOUND_PAGE}`;
  // The prerendered not-found page, shared-cacheable like the others: no cookie.
  return forThisVisitor(NextResponse.rewrite(url, { status: 404 }));
}

export const config = {
  // Everything but API routes, the app redirects (/app/*, no locale), Next internals, Vercel
  // internals and files with an extension.
  matcher: '/((?!api|app/|_next|_vercel|.*\\..*).*)',
};
