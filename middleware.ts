import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { canonicalCustomerSlug } from '@/lib/site';
import { strictCspFor } from '@/lib/security/strictCspRequest';

const intlMiddleware = createMiddleware(routing);

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
  if (!strictCsp) return intlMiddleware(request);
  return strictCsp.apply(intlMiddleware(strictCsp.request));
}

export const config = {
  // Everything but API routes, Next internals, Vercel internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
