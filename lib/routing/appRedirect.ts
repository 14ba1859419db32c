/**
 * /app/resident and /app/crew (docs/product.md): the address the download QR
 * codes encode, sent on by device. Pure functions of the user agent and the language the route
 * handler negotiated (lib/routing/negotiatedLocale.ts, kept out of here: lib/content/company.ts imports this
 * module).
 *
 * iPadOS 13+ Safari asks for desktop sites by default and then sends a Mac user agent
 * ("Macintosh; Intel Mac OS X"), which a server cannot tell from a real Mac: such a visitor is
 * treated as a desktop and lands on /company/download, whose App Store button is one tap away.
 * Sending every Mac to the App Store would be wrong for the many more real Macs.
 */
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/routing/paths';

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

/** A store URL is undefined while it is a placeholder (lib/content/company.ts). */
export type StoreLinks = Record<
  AppId,
  { googlePlay: string | undefined; appStore: string | undefined }
>;

/**
 * Where /app/<app> sends this visitor: the app's store on a phone, else the download page (also a
 * phone whose store URL is not confirmed yet: never a made-up store page), in the visitor's
 * language as the route handler negotiated it (lib/routing/negotiatedLocale.ts).
 */
export function appRedirectLocation(
  app: AppId,
  visitor: { userAgent: string | null; locale: Locale },
  stores: StoreLinks,
): string {
  const device = deviceFromUserAgent(visitor.userAgent);
  const store =
    device === 'ios'
      ? stores[app].appStore
      : device === 'android'
        ? stores[app].googlePlay
        : undefined;
  if (store) return store;
  return localizedPath(visitor.locale, '/company/download');
}

/** The QR code's address of an app: on the canonical origin, so any phone camera can open it. */
export function appRedirectUrl(origin: string, app: AppId): string {
  return `${origin}/app/${app}`;
}
