// @ts-check
/**
 * The prerendered pages' own script policy (docs/deploying.md): after `next build`, every inline
 * script a page's HTML holds is hashed and the page gets a `<meta http-equiv="Content-Security-Policy">`
 * whose `script-src` allows exactly those scripts. The header's policy (securityHeaders.mjs) still
 * applies beside it; a script runs only when both allow it, so the page runs no inline script but
 * its own. The HTML is read by the WHATWG parser (lib/html/parseHtml.mjs), as the browser reads it.
 */
import { attributeOf, elementsOf, placeOf, textOf } from '../html/parseHtml.mjs';
import { sha256Source } from './sha256Source.mjs';

/** @typedef {import('../html/parseHtml.mjs').Element} Element */

/** The `type` values HTML runs as a classic or module script (an empty or absent one included). */
const SCRIPT_TYPES =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/** The marker of the policy this module writes, so a second run replaces it instead of adding one. */
export const POLICY_META_MARKER = 'data-script-hashes';

/**
 * The text of every inline script the browser would run, in document order: no `src`, and a
 * JavaScript `type` (JSON-LD and other data blocks are not scripts to a policy). Line breaks as the
 * parser hands them to the script (CR LF and CR become LF), which is what a hash must cover.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return elementsOf(html)
    .filter(
      (element) =>
        element.tagName === 'script' &&
        attributeOf(element, 'src') === undefined &&
        SCRIPT_TYPES.test((attributeOf(element, 'type') ?? '').trim()),
    )
    .map(textOf);
}

/**
 * The page's `script-src`: where scripts may be loaded from (`sources`, the header's without
 * 'unsafe-inline') and the hash of each inline script of `html`, each once.
 * @param {string} html
 * @param {readonly string[]} sources
 */
export async function hashedScriptSrc(html, sources) {
  const hashes = new Set(await Promise.all(inlineScripts(html).map(sha256Source)));
  return ['script-src', ...sources, ...hashes].join(' ');
}

/**
 * Where the head's leading elements end: after `<head>`, the charset when it comes first, and the
 * script policy when it comes next (`withPolicy`). A policy applies only to what the parser meets
 * after it, and the charset must stay within the first 1024 bytes.
 * @param {string} html
 * @param {{ withPolicy?: boolean }} [options]
 */
export function afterHeadStart(html, { withPolicy = false } = {}) {
  const head = elementsOf(html).find((element) => element.tagName === 'head');
  if (!head?.sourceCodeLocation?.startTag) throw new Error('no <head> to put the script policy in');
  let at = placeOf(head).startTagEnd;
  const leading = head.childNodes.filter(
    /** @returns {node is Element} */ (node) => 'tagName' in node,
  );
  /** @type {((element: Element) => boolean)[]} */
  const inOrder = [
    (element) => element.tagName === 'meta' && attributeOf(element, 'charset') !== undefined,
    (element) => withPolicy && attributeOf(element, POLICY_META_MARKER) !== undefined,
  ];
  for (const comesNext of inOrder) {
    const next = leading[0];
    if (next && comesNext(next)) at = placeOf(/** @type {Element} */ (leading.shift())).end;
  }
  return at;
}

/**
 * The page with its policy as the first element of `<head>` (after `<meta charset>` when that
 * comes first). A policy written by an earlier run is replaced, so running twice gives the same page.
 * @param {string} html
 * @param {readonly string[]} sources
 */
export async function withHashedScriptPolicy(html, sources) {
  const old = elementsOf(html).find(
    (element) =>
      element.tagName === 'meta' && attributeOf(element, POLICY_META_MARKER) !== undefined,
  );
  const page = old ? html.slice(0, placeOf(old).start) + html.slice(placeOf(old).end) : html;
  const at = afterHeadStart(page);
  const meta = `<meta http-equiv="Content-Security-Policy" ${POLICY_META_MARKER}="" content="${await hashedScriptSrc(page, sources)}"/>`;
  return page.slice(0, at) + meta + page.slice(at);
}

/**
 * The policies a page's `<meta http-equiv="Content-Security-Policy">` elements carry.
 * @param {string} html
 */
export function metaPolicies(html) {
  return elementsOf(html)
    .filter(
      (element) =>
        element.tagName === 'meta' &&
        attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    )
    .map((element) => attributeOf(element, 'content') ?? '');
}

/**
 * How many inline scripts of the page its own script policy does not allow: all of them when it has
 * none (scripts/vercel/vercelOutput.mjs checks Vercel's output with it).
 * @param {string} html
 */
export async function scriptsOutsidePolicy(html) {
  const policy = metaPolicies(html).find((content) => content.startsWith('script-src '));
  const allowed = new Set(policy?.match(/\S+/g));
  const hashes = await Promise.all(inlineScripts(html).map(sha256Source));
  return hashes.filter((hash) => !allowed.has(hash)).length;
}
