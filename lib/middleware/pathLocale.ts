import { routing, type Locale } from '@/i18n/routing';

const localePrefix = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

/**
 * A request's path split into its language prefix and the page, as the site's routes read it
 * (docs/product.md).
 */
export type PathLocale = {
  /** Whether the path names its language (`/ko/…`); unprefixed paths answer by the visitor's. */
  prefixed: boolean;
  /** The prefix's language, or the default one (English) for an unprefixed path. */
  locale: Locale;
  /** The page's path without the prefix (`/ko` → `/`). */
  page: string;
};

export function pathLocaleOf(pathname: string): PathLocale {
  const prefix = localePrefix.exec(pathname);
  if (!prefix) return { prefixed: false, locale: routing.defaultLocale, page: pathname };
  return {
    prefixed: true,
    locale: prefix[1] as Locale,
    page: pathname.slice(prefix[0].length) || '/',
  };
}
