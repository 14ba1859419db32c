import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import ko from '../../messages/ko.json';
import vi from '../../messages/vi.json';
import { routing, type Locale } from '../../i18n/routing';
import { localizedPath } from '../../lib/routing/paths';
import { customerSlugs, marketingPages, type MarketingPageId } from '../../lib/content/site';

export const locales = routing.locales;
export const messages = { ko, en, vi } as const;
export { customerSlugs, localizedPath, marketingPages, type Locale, type MarketingPageId };

export const pageEntries = Object.entries(marketingPages) as [MarketingPageId, string][];

/** Opens a page in a locale; en is unprefixed, so a locale cookie left by an earlier visit is cleared first. */
export async function visit(page: Page, locale: Locale, path: string) {
  if (locale === 'en') await page.context().clearCookies();
  await page.goto(localizedPath(locale, path));
}

/** `text` as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label that starts with `text` (a field may add "(optional)"), its characters taken literally. */
export const labelStartingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
