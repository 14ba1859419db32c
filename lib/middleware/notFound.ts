import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { NOT_FOUND_PAGE } from '@/lib/content/site';

/**
 * A path the site does not have: the prerendered not-found page in that language, status 404, at
 * the address the visitor keeps (a rewrite, not a redirect).
 */
export function notFoundPage(request: NextRequest, locale: Locale): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${NOT_FOUND_PAGE}`;
  return NextResponse.rewrite(url, { status: 404 });
}
