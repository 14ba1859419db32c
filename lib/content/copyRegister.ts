/**
 * The copy register (lib/content/copyRegister.json, docs/copy.md) as the pages read it: which
 * offered files are still placeholders. lib/config/copyRegister.mjs reads the same file for the
 * production build's gate and the review mode's list.
 */
import { unconfirmedAssets, unconfirmedDrafts } from '@/lib/config/copyRegister.mjs';
import register from './copyRegister.json';

export const copyRegister = register;

const placeholderPaths = new Set(unconfirmedAssets(register).map((asset) => `/${asset.path}`));

/**
 * Whether a file the site offers (its URL path, `/files/chaedle-catalog.pdf`) is a placeholder nobody
 * has confirmed: the page then shows a "sample" mark beside it (components/ui/SampleMark.tsx).
 */
export function isPlaceholderAsset(url: string): boolean {
  return placeholderPaths.has(url);
}

/** The drafts awaiting confirmation (their message keys, pages and why). */
export const pendingDrafts = () => unconfirmedDrafts(register);
/** The placeholder assets (paths under public/). */
export const pendingAssets = () => unconfirmedAssets(register);
