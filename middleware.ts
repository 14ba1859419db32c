import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { isKnownPath, NOT_FOUND_PAGE } from '@/lib/knownRoutes';
import { canonicalCustomerSlug } from '@/lib/site';
import { strictCspFor } from '@/lib/security/strictCspRequest';

const intlMiddleware = createMiddleware(routing);

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
  // The dynamic pages get a per-request nonce policy (CONTRACT.md section 9).
  const strictCsp = await strictCspFor(request);
  const response = strictCsp
    ? strictCsp.apply(intlMiddleware(strictCsp.request))
    : intlMiddleware(request);
  // A language redirect (/x → /ko/x) first; the 404 is answered at the address the visitor keeps.
  if (response.headers.has('location')) return response;

  // A path the site does not have: the prerendered not-found page in that language, status 404.
  const { pathname } = request.nextUrl;
  const prefix = localePrefix.exec(pathname);
  const locale = prefix?.[1] ?? routing.defaultLocale;
  const rest = prefix ? pathname.slice(prefix[0].length) || '/' : pathname;
  if (isKnownPath(rest)) return response;
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
