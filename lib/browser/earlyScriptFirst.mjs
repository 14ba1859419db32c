// @ts-check
/**
 * The early-error script first in `<head>` (docs/performance.md), after the
 * charset: components/errors/EarlyErrorHead.tsx gives it as `<head>`'s own markup, which React writes
 * right after the `<head>` tag, before everything it hoists (the charset, the stylesheets, which hold
 * back an inline script until they load, and Next's async chunks, which may run and throw meanwhile).
 * scripts/build/hashInlineScripts.mjs moves it, after `next build`, in every prerendered page, to
 * right after `<meta charset>` (and the script policy, once written); its text, and so its hash,
 * is unchanged.
 */
import { EARLY_QUEUE } from '../monitoring/earlyQueue.mjs';
import { elementsOf, placeOf, textOf } from '../html/parseHtml.mjs';
import { afterHeadStart } from '../security/scriptHashes.mjs';

/**
 * The page with its early-error script (the one that opens the queue) moved to the start of
 * `<head>`; a page without one, or with it outside `<head>`, is returned as it is.
 * @param {string} html
 */
export function earlyScriptFirst(html) {
  const elements = elementsOf(html);
  const script = elements.find(
    (element) => element.tagName === 'script' && textOf(element).includes(EARLY_QUEUE),
  );
  const head = elements.find((element) => element.tagName === 'head');
  if (!script || !head || placeOf(script).start < placeOf(head).start) return html;
  const { start, end } = placeOf(script);
  const page = html.slice(0, start) + html.slice(end);
  const at = afterHeadStart(page, { withPolicy: true });
  return page.slice(0, at) + html.slice(start, end) + page.slice(at);
}
