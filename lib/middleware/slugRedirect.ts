import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { canonicalCustomerSlug } from '@/lib/content/site';

const singleSegment = new RegExp(`^(/(?:${routing.locales.join('|')}))?/([^/]+)/?$`);

/**
 * Customer landing pages have one canonical spelling (/HobanON): another casing (/hobanon,
 * /ko/HOBANON) moves there for good (308), its query kept. Undefined for every other path.
 */
export function canonicalSlugRedirect(request: NextRequest): NextResponse | undefined {
  const match = singleSegment.exec(request.nextUrl.pathname);
  if (!match?.[2]) return undefined;
  const canonical = canonicalCustomerSlug(match[2]);
  if (!canonical || canonical === match[2]) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = `${match[1] ?? ''}/${canonical}`;
  return NextResponse.redirect(url, 308);
}
