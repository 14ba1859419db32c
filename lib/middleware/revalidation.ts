import { NextResponse, type NextRequest } from 'next/server';

/**
 * Revalidation of the prerendered pages without hashing them per request. A prerendered page is the
 * same bytes for a whole build, so one weak tag per build (SITE_BUILD_TAG, set by next.config.mjs)
 * tells a browser's `If-None-Match` whether its copy is current. Next's own ETag (generateEtags,
 * turned off) hashed every page's HTML on every request: docs/performance.md.
 */

/** The tag of this build, or undefined where there is none (next dev, Jest). */
export function buildEtag(buildTag: string | undefined): string | undefined {
  return buildTag ? `W/"${buildTag}"` : undefined;
}

/** Whether an `If-None-Match` header names this tag (RFC 9110 13.1.2: weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A prerendered page's answer: 304 with the tag when the browser's copy (`If-None-Match`, on a GET
 * or HEAD) is of this build, otherwise the page carrying the tag. Without a tag, the page as it is.
 */
export function revalidated(
  request: NextRequest,
  page: NextResponse,
  etag: string | undefined,
): NextResponse {
  if (!etag) return page;
  const { method } = request;
  if (
    (method === 'GET' || method === 'HEAD') &&
    matchesEtag(request.headers.get('if-none-match'), etag)
  ) {
    return new NextResponse(null, { status: 304, headers: { ETag: etag } });
  }
  page.headers.set('ETag', etag);
  return page;
}
