/**
 * Cookies the site sets carry `Secure` on https (SECURITY.md section 3): the only one is next-intl's
 * `NEXT_LOCALE` (SameSite=Lax), written by the middleware and by the language selector in the
 * browser. Decided by the request's scheme, not the build: on Vercel every request is https; under
 * `next start` on http://localhost, where a browser may refuse a Secure cookie, it stays as it was.
 */
import type { NextRequest, NextResponse } from 'next/server';
import type { routing } from '@/i18n/routing';

/** The middleware's answer with every cookie it sets marked Secure, when the request is https. */
export function secureOverHttps(request: NextRequest, answer: NextResponse): NextResponse {
  if (request.nextUrl.protocol !== 'https:') return answer;
  for (const cookie of answer.cookies.getAll()) answer.cookies.set({ ...cookie, secure: true });
  return answer;
}

/**
 * next-intl's routing for the browser's navigation (i18n/navigation.ts): on an https page the locale
 * cookie the language selector writes is Secure. `protocol` is the page's (`location.protocol`),
 * undefined on the server, which writes no cookie there.
 */
export function withSecureLocaleCookie(config: typeof routing, protocol: string | undefined) {
  return protocol === 'https:' ? { ...config, localeCookie: { secure: true } } : config;
}
