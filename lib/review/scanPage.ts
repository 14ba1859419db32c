/**
 * One pass of the review mode over the page (docs/copy.md): which drafts and
 * placeholder assets it shows, numbered as the panel lists them.
 */
import type { MarketingPageId } from '@/lib/content/site';
import { findAssets, findTexts, isShown } from '@/lib/review/findOnPage';
import type { ReviewData } from '@/lib/review/reviewData';

export type ReviewItem = {
  number: number;
  kind: 'draft' | 'asset';
  /** The register's entry: a message key (drafts) or a path under public/ (assets). */
  name: string;
  pages: string[];
  note: string;
  replaceWith?: string;
  /** The message keys found on the page (drafts). */
  keys: string[];
  elements: Element[];
  shown: number;
};

/**
 * Every entry found on the page, and every entry the register places on this page even if not
 * found (its text may have changed since), in the register's order: drafts, then assets.
 */
export function scanPage(
  data: ReviewData,
  page: MarketingPageId | undefined,
  root: Element,
  skip: Element | null,
  base: string,
): ReviewItem[] {
  // On a page the register does not place a draft on, only its own texts tell it apart: another
  // element may show the same words (lib/review/reviewData.ts, draftTexts).
  const sought = data.drafts.map((draft) => {
    const here = page !== undefined && draft.pages.includes(page);
    return draft.texts.filter((text) => here || text.own);
  });
  const foundTexts = findTexts(
    root,
    sought.flatMap((texts) => texts.map(({ text }) => text)),
    skip,
  );
  let next = 0;
  const drafts = data.drafts.map((draft, index) => {
    const found = sought[index]!.map((text) => ({ key: text.key, elements: foundTexts[next++]! }));
    const withElements = found.filter((item) => item.elements.length > 0);
    return {
      kind: 'draft' as const,
      name: draft.entry,
      pages: draft.pages,
      note: draft.why,
      keys: withElements.map((item) => item.key),
      elements: [...new Set(withElements.flatMap((item) => item.elements))],
    };
  });
  const foundAssets = findAssets(
    root,
    data.assets.map((asset) => asset.path),
    base,
  );
  const assets = data.assets.map((asset, index) => ({
    kind: 'asset' as const,
    name: asset.path,
    pages: asset.pages,
    note: asset.what,
    replaceWith: asset.replaceWith,
    keys: [],
    elements: foundAssets[index]!,
  }));
  return [...drafts, ...assets]
    .filter((item) => item.elements.length > 0 || (page !== undefined && item.pages.includes(page)))
    .map((item, index) => ({
      ...item,
      number: index + 1,
      shown: item.elements.filter(isShown).length,
    }));
}
