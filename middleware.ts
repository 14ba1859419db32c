import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { canonicalCustomerSlug } from '@/lib/site';

const intlMiddleware = createMiddleware(routing);

const singleSegment = new RegExp(`^(/(?:${routing.locales.join('|')}))?/([^/]+)/?$`);

export default function middleware(request: NextRequest) {
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
  return intlMiddleware(request);
}

export const config = {
  // Everything but API routes, the app redirects (/app/*, no locale), Next internals, Vercel
  // internals and files with an extension.
  matcher: '/((?!api|app/|_next|_vercel|.*\\..*).*)',
};
