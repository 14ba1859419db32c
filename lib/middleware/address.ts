import { routing, type Locale } from '@/i18n/routing';

const localePrefix = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

/** A request's path read as the site's routes are (docs/product.md, "Routes and layouts"). */
export type Address = {
  /** Whether the path names its language (`/ko/…`); unprefixed paths answer by the visitor's. */
  prefixed: boolean;
  /** The prefix's language, or the default one (English) for an unprefixed path. */
  locale: Locale;
  /** The page's path without the prefix (`/ko` → `/`). */
  page: string;
};

export function addressOf(pathname: string): Address {
  const prefix = localePrefix.exec(pathname);
  if (!prefix) return { prefixed: false, locale: routing.defaultLocale, page: pathname };
  return {
    prefixed: true,
    locale: prefix[1] as Locale,
    page: pathname.slice(prefix[0].length) || '/',
  };
}
