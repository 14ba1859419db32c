import type { NextRequest } from 'next/server';
import { pathLocaleOf } from '@/lib/middleware/pathLocale';
import {
  cachedByAddress,
  isLanguageRedirect,
  privateAnswer,
  sharedPage,
} from '@/lib/middleware/cacheRules';
import { localize } from '@/lib/middleware/localize';
import { notFoundPage } from '@/lib/middleware/notFound';
import { buildEtag, revalidated } from '@/lib/middleware/revalidation';
import { canonicalSlugRedirect } from '@/lib/middleware/slugRedirect';
import { secureOverHttps } from '@/lib/security/secureCookies';
import { strictCspFor } from '@/lib/security/strictCspRequest';
import { isKnownPath } from '@/lib/content/site';

const prerenderedPageEtag = buildEtag(process.env.SITE_BUILD_TAG);

/** The steps, in order; each lives in lib/middleware/ with its unit test. */
export default async function middleware(request: NextRequest) {
  // 1. Another casing of a customer slug moves to the canonical one (308).
  const slugRedirect = canonicalSlugRedirect(request);
  if (slugRedirect) return slugRedirect;

  // 2. The dynamic pages get a per-request nonce policy (docs/product.md).
  const strictCsp = await strictCspFor(request);
  // 3. next-intl: a redirect to the visitor's language, or the page (consent links in place); its
  //    locale cookie Secure over https.
  const answer = secureOverHttps(request, localize(request, strictCsp));
  const path = pathLocaleOf(request.nextUrl.pathname);

  // 4. A language redirect first, never shared; the 404 is answered at the address kept.
  if (isLanguageRedirect(answer)) return cachedByAddress(path, privateAnswer(answer));
  // 5. A path the site does not have: the not-found page in that language, status 404.
  if (!isKnownPath(path.page)) {
    return cachedByAddress(path, notFoundPage(request, path.locale));
  }
  // 6. The dynamic pages are `private, no-store` (next.config.mjs): they may keep the cookie.
  if (strictCsp) return answer;
  // 7. A prerendered page: no cookie, a shared cache may keep it; 304 for this build's copy.
  return cachedByAddress(path, revalidated(request, sharedPage(answer), prerenderedPageEtag));
}

export const config = {
  // Everything but API routes, the app redirects (/app/*, no locale), Next internals, Vercel
  // internals and files with an extension.
  matcher: '/((?!api|app/|_next|_vercel|.*\\..*).*)',
};
