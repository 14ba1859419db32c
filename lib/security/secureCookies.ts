/**
 * Cookies the site sets carry `Secure` on https (docs/threat-model.md section 3): the only one is next-intl's
 * `NEXT_LOCALE` (SameSite=Lax), written by the middleware (here) and by the language selector in
 * the browser (i18n/secureLocaleCookie.ts). Decided by the request's scheme, not the build: on
 * Vercel every request is https; under `next start` on http://localhost, where a browser may refuse
 * a Secure cookie, it stays as it was.
 */
import type { NextRequest, NextResponse } from 'next/server';

/** The middleware's answer with every cookie it sets marked Secure, when the request is https. */
export function secureOverHttps(request: NextRequest, answer: NextResponse): NextResponse {
  if (request.nextUrl.protocol !== 'https:') return answer;
  for (const cookie of answer.cookies.getAll()) answer.cookies.set({ ...cookie, secure: true });
  return answer;
}
