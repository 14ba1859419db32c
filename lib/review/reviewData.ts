/**
 * What the review mode lists (docs/copy.md, "The review mode"), per language: every unconfirmed
 * draft with the texts its keys render, every placeholder asset, and the panel's own labels.
 * Served only by non-production builds (app/api/review/[locale]/route.review.ts).
 */
import type { Locale } from '@/i18n/routing';
import { pendingAssets, pendingDrafts } from '@/lib/content/copyRegister';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import vi from '@/messages/vi.json';

const messages = { ko, en, vi } as const;

export type ReviewLabels = (typeof ko)['Review'];
/** One rendered message: its full key (`Laboratory.history.years.2020.items.0`) and its text. */
export type ReviewText = { key: string; text: string };
export type ReviewDraft = { entry: string; pages: string[]; why: string; texts: ReviewText[] };
export type ReviewAsset = { path: string; pages: string[]; what: string; replaceWith: string };
export type ReviewData = { labels: ReviewLabels; drafts: ReviewDraft[]; assets: ReviewAsset[] };

/** Every text at or under a key, lists by index, in the file's order. */
export function textsUnder(node: unknown, key: string): ReviewText[] {
  if (typeof node === 'string') return [{ key, text: node }];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([part, child]) => textsUnder(child, `${key}.${part}`));
}

/** The message (text, list or group) at a dotted key, if any. */
export function messageAt(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

export function reviewData(locale: Locale): ReviewData {
  const tree = messages[locale];
  return {
    labels: tree.Review,
    drafts: pendingDrafts().map((draft) => ({
      entry: draft.key,
      pages: draft.pages,
      why: draft.why[locale],
      texts: textsUnder(messageAt(tree, draft.key), draft.key),
    })),
    assets: pendingAssets().map((asset) => ({
      ...asset,
      what: asset.what[locale],
      replaceWith: asset.replaceWith[locale],
    })),
  };
}
