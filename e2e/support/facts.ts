/**
 * What a page must show for a company fact (lib/content/companyFacts.json): the confirmed value, or
 * a marked gap (`[data-placeholder]`) and never the sample value or a link to it.
 */
import { expect, type Locator } from '@playwright/test';
import type { AppId } from '../../lib/routing/appRedirect';
import { storeLinks } from '../../lib/content/company';
import type { StoreId } from '../../lib/content/siteFacts';

export const storeIds = ['googlePlay', 'appStore'] as const satisfies readonly StoreId[];

/** Inside one app's card: each store is a link to its confirmed URL, or a non-link with a gap. */
export async function expectStoreLinks(card: Locator, app: AppId) {
  for (const store of storeIds) {
    const href = storeLinks[app][store];
    const item = card.locator(`[data-store="${store}"]`);
    await expect(item, `${app} ${store}`).toHaveCount(1);
    if (href) {
      await expect(item).toHaveAttribute('href', href);
    } else {
      expect(await item.evaluate((el) => el.tagName)).not.toBe('A');
      await expect(item.locator('[data-placeholder]')).toHaveCount(1);
    }
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
