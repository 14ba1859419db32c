import { routing, type Locale } from '@/i18n/routing';

/** The public path of `path` in `locale`: the default locale is unprefixed ('as-needed'). */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Absolute URL on `origin` of `path` in `locale`. */
export function localizedUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localizedPath(locale, path)}`;
}

/** hreflang alternates for a path: every locale plus x-default (the unprefixed English URL). */
export function languageAlternates(origin: string, path: string): Record<string, string> {
  const entries = routing.locales.map((locale) => [locale, localizedUrl(origin, locale, path)]);
  entries.push(['x-default', localizedUrl(origin, routing.defaultLocale, path)]);
  return Object.fromEntries(entries);
}
