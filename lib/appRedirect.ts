/**
 * /app/resident and /app/crew (CONTRACT.md section 8): the address the download QR codes encode,
 * sent on by device. Pure functions of the request's headers, so the route handler stays thin.
 *
 * iPadOS 13+ Safari asks for desktop sites by default and then sends a Mac user agent
 * ("Macintosh; Intel Mac OS X"), which a server cannot tell from a real Mac: such a visitor is
 * treated as a desktop and lands on /company/download, whose App Store button is one tap away.
 * Sending every Mac to the App Store would be wrong for the many more real Macs.
 */
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

/** The visitor's language: the site's locale cookie, then Accept-Language (by q), then English. */
export function negotiateLocale(
  cookieLocale: string | undefined,
  acceptLanguage: string | null,
): Locale {
  const locales: readonly string[] = routing.locales;
  if (cookieLocale && locales.includes(cookieLocale)) return cookieLocale as Locale;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]!;
    if (locales.includes(primary)) return primary as Locale;
  }
  return routing.defaultLocale;
}

/** A store URL is undefined while it is a placeholder (lib/company.ts). */
export type StoreLinks = Record<
  AppId,
  { googlePlay: string | undefined; appStore: string | undefined }
>;

/**
 * Where /app/<app> sends this visitor: the app's store on a phone, else the download page (also a
 * phone whose store URL is not confirmed yet: never a made-up store page).
 */
export function appRedirectLocation(
  app: AppId,
  headers: { userAgent: string | null; acceptLanguage: string | null; cookieLocale?: string },
  stores: StoreLinks,
): string {
  const device = deviceFromUserAgent(headers.userAgent);
  const store =
    device === 'ios'
      ? stores[app].appStore
      : device === 'android'
        ? stores[app].googlePlay
        : undefined;
  if (store) return store;
  const locale = negotiateLocale(headers.cookieLocale, headers.acceptLanguage);
  return localizedPath(locale, '/company/download');
}

/** The QR code's address of an app: on the canonical origin, so any phone camera can open it. */
export function appRedirectUrl(origin: string, app: AppId): string {
  return `${origin}/app/${app}`;
}
