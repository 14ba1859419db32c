/**
 * What holds for the company facts (lib/content/companyFacts.json) on every page of an e2e build,
 * whatever the file holds today: a fact shows its value or a marked gap (`[data-placeholder]`),
 * never both and never a sample value. Which one a fact shows is for the unit tests, run on a
 * fixture with every fact confirmed and one with none (test/companyFacts.ts). The admin site is
 * confirmed in every e2e build, by NEXT_PUBLIC_ADMIN_SITE_URL (scripts/test/e2eEnv.mjs).
 */
import { expect, type Locator } from '@playwright/test';
import { e2eEnv } from '../../scripts/test/e2eEnv.mjs';
import type { StoreId } from '../../lib/content/siteFacts';

export const storeIds = ['googlePlay', 'appStore'] as const satisfies readonly StoreId[];

/** The admin site's URL in the e2e builds. */
export const e2eAdminSiteUrl: string = e2eEnv.NEXT_PUBLIC_ADMIN_SITE_URL!;

/** Inside one app's card: each store once, either a link (to https) or a marked gap, never both. */
export async function expectStoreItems(card: Locator) {
  for (const store of storeIds) {
    const item = card.locator(`[data-store="${store}"]`);
    await expect(item, store).toHaveCount(1);
    const shown = await item.evaluate((el) => ({
      link: el instanceof HTMLAnchorElement,
      https: el instanceof HTMLAnchorElement && el.protocol === 'https:',
      gap: el.querySelector('[data-placeholder]') !== null,
    }));
    expect(shown.link, `${store}: a link or a marked gap, never both`).toBe(!shown.gap);
    expect(shown.https, `${store}: a link goes to an https page`).toBe(shown.link);
  }
}

/** Text a page must never show: the sample values of placeholder facts and the old "example" note. */
export const fakeValuePatterns = [
  /000-00/,
  /홍길동/,
  /Gildong Hong/,
  /\.example\b/,
  /id0000000/,
  /00층|00F, 000|Tầng 00/,
  /example figures|예시 수치|số liệu minh họa/i,
];
