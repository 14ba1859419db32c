// @ts-check
/**
 * The copy register's check (docs/copy.md): which drafts and placeholder assets of
 * lib/content/copyRegister.json are still unconfirmed, and the production build's refusal of them.
 * Plain JS so next.config.mjs can import it.
 */
import { resolveDeployment } from './deployment.mjs';

/** @typedef {import('./deployment.mjs').Vars} Vars */
/** @typedef {{ ko: string, en: string, vi: string }} LocalizedText */
/** @typedef {{ key: string, pages: string[], why: LocalizedText }} Draft */
/** @typedef {{ path: string, pages: string[], what: LocalizedText, replaceWith: LocalizedText }} Asset */

/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : {};

/** @param {unknown} value @returns {string[]} */
const strings = (value) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * A text of the register in each language of the site (lib/content/copyRegister.schema.json); a
 * language missing reads as empty, which lib/content/messageSources.test.ts (drafts) and
 * lib/content/copyRegister.test.ts (assets) report.
 * @param {unknown} value @returns {LocalizedText}
 */
const text = (value) => {
  const texts = record(value);
  /** @param {string} locale */
  const one = (locale) => (typeof texts[locale] === 'string' ? String(texts[locale]) : '');
  return { ko: one('ko'), en: one('en'), vi: one('vi') };
};

/**
 * The entries of one section ("drafts" or "assets") that are not confirmed: only `"confirmed": true`
 * confirms one (a typo such as "true" in quotes leaves it unconfirmed).
 * @param {unknown} register the parsed JSON
 * @param {'drafts' | 'assets'} section
 */
function unconfirmed(register, section) {
  return Object.entries(record(record(register)[section]))
    .filter(([, entry]) => record(entry).confirmed !== true)
    .map(([name, entry]) => ({ name, entry: record(entry) }));
}

/**
 * The drafts still awaiting the company's confirmation, in the file's order.
 * @param {unknown} register @returns {Draft[]}
 */
export function unconfirmedDrafts(register) {
  return unconfirmed(register, 'drafts').map(({ name, entry }) => ({
    key: name,
    pages: strings(entry.pages),
    why: text(entry.why),
  }));
}

/**
 * The assets that are still placeholders, in the file's order.
 * @param {unknown} register @returns {Asset[]}
 */
export function unconfirmedAssets(register) {
  return unconfirmed(register, 'assets').map(({ name, entry }) => ({
    path: name,
    pages: strings(entry.pages),
    what: text(entry.what),
    replaceWith: text(entry.replaceWith),
  }));
}

/**
 * Whether a key of the messages is a draft's or under one ("Laboratory.history" covers
 * "Laboratory.history.years.2020.items.0"): the name of the covering entry, if any.
 * @param {string} key
 * @param {readonly string[]} draftKeys
 */
export function coveringDraft(key, draftKeys) {
  return draftKeys.find((draft) => key === draft || key.startsWith(`${draft}.`));
}

/** @param {{ pages: string[] }} entry */
const where = (entry) => (entry.pages.length ? entry.pages.join(', ') : '(no page)');

/**
 * A declared production build stops while any draft or placeholder asset is unconfirmed (docs/copy.md),
 * naming each by page and key (drafts) or path (assets), with the count.
 * @param {unknown} register the parsed lib/content/copyRegister.json
 * @param {Vars} vars
 * @returns {string[]} one sentence, or none
 */
export function copyProblems(register, vars) {
  if (!resolveDeployment(vars).declaredProduction) return [];
  const drafts = unconfirmedDrafts(register);
  const assets = unconfirmedAssets(register);
  const count = drafts.length + assets.length;
  if (count === 0) return [];
  const lines = [
    ...drafts.map((draft) => `draft  ${where(draft)}: ${draft.key}`),
    ...assets.map((asset) => `asset  ${where(asset)}: public/${asset.path}`),
  ];
  return [
    `This is a production build but ${count} entr${count === 1 ? 'y' : 'ies'} of lib/content/copyRegister.json ` +
      `${count === 1 ? 'is' : 'are'} unconfirmed (${drafts.length} draft(s), ${assets.length} placeholder asset(s)):\n` +
      lines.map((line) => `      ${line}`).join('\n') +
      '\n    Confirm each (a draft: its text read and corrected in messages/*.json; an asset: the real file in place), ' +
      'then set "confirmed": true; or take it off the page and out of the register.',
  ];
}
