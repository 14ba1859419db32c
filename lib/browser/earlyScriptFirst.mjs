// @ts-check
/**
 * The early-error script first in `<head>` (docs/performance.md, "Errors before the app"), after the
 * charset: components/errors/EarlyErrorHead.tsx gives it as `<head>`'s own markup, which React writes
 * right after the `<head>` tag, before everything it hoists (the charset, the stylesheets, which hold
 * back an inline script until they load, and Next's async chunks, which may run and throw meanwhile).
 * scripts/build/hashInlineScripts.mjs moves it, after `next build`, in every prerendered page, to
 * right after `<meta charset>` (the script policy then goes before it); its text, and so its hash,
 * is unchanged.
 */

/** The global the early-error script opens its queue in: what tells it from the page's other scripts. */
export const EARLY_QUEUE = '__chaedleErrorQueue';

/** The script's start is fixed (lib/browser/inlineScripts.ts); a script's text ends at `</script`. */
const EARLY_SCRIPT = new RegExp(
  `<script>\\(function\\(w,a\\)\\{var q=w\\.${EARLY_QUEUE}[\\s\\S]*?</script>`,
);
/** Where it goes: after the charset, and after the script policy once that is written. */
const HEAD =
  /<head(?:\s[^>]*)?>(\s*<meta charset="[^"]*"\s*\/?>)?(<meta http-equiv="Content-Security-Policy" data-script-hashes="" content="[^"]*"\/>)?/i;

/**
 * The page with its early-error script moved to the start of `<head>` (after the charset when it
 * comes first, and the script policy); a page without one is returned as it is.
 * @param {string} html
 */
export function earlyScriptFirst(html) {
  const script = EARLY_SCRIPT.exec(html);
  if (!script) return html;
  const page = html.slice(0, script.index) + html.slice(script.index + script[0].length);
  const head = HEAD.exec(page);
  if (!head || head.index > script.index) return html;
  const at = head.index + head[0].length;
  return page.slice(0, at) + script[0] + page.slice(at);
}
