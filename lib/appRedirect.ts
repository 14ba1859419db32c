/**
 * /app/resident and /app/crew (CONTRACT.md section 8): the address the download QR codes encode,
 * sent on by device. Pure functions of the request's headers, so the route handler stays thin.
 *
 * iPadOS 13+ Safari asks for desktop sites by default and then sends a Mac user agent
 * ("Macintosh; Intel Mac OS X"), which a server cannot tell from a real Mac: such a visitor is
 * treated as a desktop and lands on /company/download, whose App Store button is one tap away.
 * Sending every Mac to the App Store would be wrong for the many more real Macs.
 */
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/paths';

export const appIds = ['resident', 'crew'] as const;
export type AppId = (typeof appIds)[number];

export function isAppId(value: string): value is AppId {
  return (appIds as readonly string[]).includes(value);
}

export type Device = 'ios' | 'android' | 'other';

export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  // Windows Phone once claimed both Android and iPhone; nothing sold today does.
  if (/Windows Phone/i.test(ua)) return 'other';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/i.test(ua)) return 'android';
  return 'other';
}

const intlMiddleware = createMiddleware(routing);

/**
 * The visitor's language, decided by the site's own negotiation (next-intl's middleware: the
 * locale cookie, then Accept-Language, then English), asked as if the visitor opened the home page.
 */
export function negotiateLocale(
  cookieLocale: string | undefined,
  acceptLanguage: string | null,
): Locale {
  const headers = new Headers();
  if (acceptLanguage) headers.set('accept-language', acceptLanguage);
  if (cookieLocale) headers.set('cookie', `NEXT_LOCALE=${encodeURIComponent(cookieLocale)}`);
  const response = intlMiddleware(new NextRequest('http://localhost/', { headers }));
  // English is unprefixed (a rewrite); any other language is a redirect to its prefix.
  const location = response.headers.get('location');
  const prefix = location ? new URL(location, 'http://localhost').pathname.split('/')[1] : '';
  return (routing.locales as readonly string[]).includes(prefix ?? '')
    ? (prefix as Locale)
    : routing.defaultLocale;
}

export type StoreLinks = Record<AppId, { googlePlay: string; appStore: string }>;

/** Where /app/<app> sends this visitor: the app's store on a phone, else the download page. */
export function appRedirectLocation(
  app: AppId,
  headers: { userAgent: string | null; acceptLanguage: string | null; cookieLocale?: string },
  stores: StoreLinks,
): string {
  const device = deviceFromUserAgent(headers.userAgent);
  if (device === 'ios') return stores[app].appStore;
  if (device === 'android') return stores[app].googlePlay;
  const locale = negotiateLocale(headers.cookieLocale, headers.acceptLanguage);
  return localizedPath(locale, '/company/download');
}

/** The QR code's address of an app: on the canonical origin, so any phone camera can open it. */
export function appRedirectUrl(origin: string, app: AppId): string {
  return `${origin}/app/${app}`;
}
