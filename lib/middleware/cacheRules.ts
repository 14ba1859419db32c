/**
 * Who may keep an answer (docs/threat-model.md section 3). The prerendered pages are the same for every
 * visitor, which a shared cache may keep; what depends on the visitor's language may not.
 */
import type { NextResponse } from 'next/server';
import type { PathLocale } from './pathLocale';

/** What next-intl negotiates an unprefixed address from: the browser's languages, then its cookie. */
export const LANGUAGE_INPUTS = 'Accept-Language, Cookie';

/**
 * An unprefixed address answers by the visitor's language (a redirect, or the English page), so only
 * the visitor's own browser may keep that answer. `Vary` says why where it gets through (`next
 * start` rewrites it on pages; redirects and 304s keep it). A prefixed address's answer is left as is.
 */
export function cachedByAddress(path: PathLocale, answer: NextResponse): NextResponse {
  if (path.prefixed) return answer;
  answer.headers.set('Cache-Control', 'private, no-cache');
  answer.headers.append('Vary', LANGUAGE_INPUTS);
  return answer;
}

/** next-intl's redirect to the visitor's language (`/x` → `/ko/x`), or to drop a prefix. */
export function isLanguageRedirect(answer: NextResponse): boolean {
  return answer.headers.has('location');
}

/** Never shared, prefixed or not: a language redirect may set the locale cookie (/en/x → /x). */
export function privateAnswer(answer: NextResponse): NextResponse {
  answer.headers.set('Cache-Control', 'private, no-cache');
  return answer;
}

/** A prerendered page, which a shared cache may keep: it carries no cookie. */
export function sharedPage(answer: NextResponse): NextResponse {
  answer.headers.delete('set-cookie');
  return answer;
}
