/**
 * What the review mode lists (docs/copy.md), per language: every unconfirmed
 * draft with the texts its keys render, every placeholder asset, and the panel's own labels.
 * Served only by non-production builds (app/api/review/[locale]/route.review.ts).
 */
import type { Locale } from '@/i18n/routing';
import { coveringDraft } from '@/lib/config/copyRegister.mjs';
import { pendingAssets, pendingDrafts } from '@/lib/content/copyRegister';
import { DISTINCT_LETTERS, literalLetters, longestLiteral, untagged } from './textPattern';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import vi from '@/messages/vi.json';

const messages = { ko, en, vi } as const;

export type ReviewLabels = (typeof ko)['Review'];
/**
 * One rendered message: its full key (`Laboratory.history.years.2020.items.0`), its text, and
 * whether the text is the draft's own: no message outside the draft holds it and it has
 * DISTINCT_LETTERS letters or more. A text that is not is looked for only on the draft's pages.
 */
export type ReviewText = { key: string; text: string; own: boolean };
export type ReviewDraft = { entry: string; pages: string[]; why: string; texts: ReviewText[] };
export type ReviewAsset = { path: string; pages: string[]; what: string; replaceWith: string };
export type ReviewData = { labels: ReviewLabels; drafts: ReviewDraft[]; assets: ReviewAsset[] };

type Text = Omit<ReviewText, 'own'>;

/** Every text at or under a key, lists by index, in the file's order. */
export function textsUnder(node: unknown, key: string): Text[] {
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

/**
 * The texts of a draft (`entry`) in a language's messages, each marked whether it is the draft's
 * own: a text another message also holds ("국토교통부 하자 코드 내보내기", an item of the
 * laboratory's history and an app's feature on the home page), or a short one a component may
 * write too, would list the draft on a page that only shows the other element.
 */
export function draftTexts(tree: unknown, entry: string): ReviewText[] {
  const others = textsUnder(tree, '')
    .filter(({ key }) => !coveringDraft(key.slice(1), [entry]))
    .map(({ text }) => untagged(text));
  return textsUnder(messageAt(tree, entry), entry).map(({ key, text }) => {
    const literal = longestLiteral(text);
    const own =
      literalLetters(text) >= DISTINCT_LETTERS && !others.some((other) => other.includes(literal));
    return { key, text, own };
  });
}

export function reviewData(locale: Locale): ReviewData {
  const tree = messages[locale];
  return {
    labels: tree.Review,
    drafts: pendingDrafts().map((draft) => ({
      entry: draft.key,
      pages: draft.pages,
      why: draft.why[locale],
      texts: draftTexts(tree, draft.key),
    })),
    assets: pendingAssets().map((asset) => ({
      ...asset,
      what: asset.what[locale],
      replaceWith: asset.replaceWith[locale],
    })),
  };
}
