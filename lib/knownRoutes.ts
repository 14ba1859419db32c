/**
 * Whether a path (without its locale prefix) is a page of the site. The middleware answers any
 * other path with the prerendered not-found page and status 404, so a client without JavaScript
 * reads the translated text (a notFound() thrown while rendering only reaches the browser as
 * script data in Next 16: README, Known limits). lib/knownRoutes.test.ts checks this list
 * against the page files in app/.
 */
import { customerSlugs, marketingPages, serviceApps } from '@/lib/site';

const fixed = new Set<string>([
  ...Object.values(marketingPages),
  // SPEC.md section 2: the advantage pages have a second address.
  ...serviceApps.map((app) => `/service/${app}/advantage1`),
  ...customerSlugs.map((slug) => `/${slug}`),
  '/private/consentComplete',
  '/private/consentError',
  '/private/consentEnd',
  '/sign-in',
]);

/** Consent links: the page itself decides (a non-numeric index is its own notFound()). */
const patterns = [/^\/private\/consent\/[^/]+$/, /^\/private\/terms\/[^/]+$/];

export function isKnownPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return fixed.has(clean) || patterns.some((pattern) => pattern.test(clean));
}

/** The page an unknown path is rewritten to (app/[locale]/(marketing)/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found';
