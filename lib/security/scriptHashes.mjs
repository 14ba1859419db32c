// @ts-check
/**
 * The prerendered pages' own script policy (docs/deploying.md, "A strict script policy on the
 * prerendered pages"): after `next build`, every inline script a page's HTML holds is hashed and
 * the page gets a `<meta http-equiv="Content-Security-Policy">` whose `script-src` allows exactly
 * those scripts. The header's policy (securityHeaders.mjs) still applies beside it; a script runs
 * only when both allow it, so the page runs no inline script but its own.
 * Plain JS with Node's crypto: scripts/build/hashInlineScripts.mjs runs it after the build, the e2e
 * specs and unit tests read pages with it.
 */
import { createHash } from 'node:crypto';

/** `<script …>text</script>`: the text is raw (no entities) and ends at the first `</script`. */
const SCRIPT =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The `type` values HTML runs as a classic or module script (an empty or absent one included). */
const SCRIPT_TYPES =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/** The marker of the policy this module writes, so a second run replaces it instead of adding one. */
export const POLICY_META_MARKER = 'data-script-hashes';
const POLICY_META = new RegExp(
  `<meta http-equiv="Content-Security-Policy" ${POLICY_META_MARKER}="" content="[^"]*"/>`,
);

/** @param {string} attributes */
function attributesOf(attributes) {
  /** @type {Map<string, string>} */
  const map = new Map();
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    const key = /** @type {string} */ (name).toLowerCase();
    if (!map.has(key)) map.set(key, values.find((value) => value !== undefined) ?? '');
  }
  return map;
}

/**
 * The text of every inline script the browser would run, in document order: no `src`, and a
 * JavaScript `type` (JSON-LD and other data blocks are not scripts to a policy). Line breaks as the
 * HTML parser hands them to the script (CR LF and CR become LF), which is what a hash must cover.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    const attrs = attributesOf(attributes);
    if (attrs.has('src') || !SCRIPT_TYPES.test((attrs.get('type') ?? '').trim())) continue;
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/**
 * `'sha256-…'` of a script's text (UTF-8), as a CSP source.
 * @param {string} text
 */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The page's `script-src`: where scripts may be loaded from (`sources`, the header's without
 * 'unsafe-inline') and the hash of each inline script of `html`, each once.
 * @param {string} html
 * @param {readonly string[]} sources
 */
export function hashedScriptSrc(html, sources) {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return ['script-src', ...sources, ...hashes].join(' ');
}

/**
 * The page with its policy as the first element of `<head>` (after `<meta charset>` when that
 * comes first, so the charset stays within the first 1024 bytes): a policy applies only to what the
 * parser meets after it, and nothing before it is a script. A policy written by an earlier run is
 * replaced, so running twice gives the same page.
 * @param {string} html
 * @param {readonly string[]} sources
 */
export function withHashedScriptPolicy(html, sources) {
  const page = html.replace(POLICY_META, '');
  const head = /<head(?:\s[^>]*)?>(\s*<meta charset="[^"]*"\s*\/?>)?/i.exec(page);
  if (!head) throw new Error('no <head> to put the script policy in');
  const meta = `<meta http-equiv="Content-Security-Policy" ${POLICY_META_MARKER}="" content="${hashedScriptSrc(page, sources)}"/>`;
  const at = head.index + head[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}

/**
 * The policies a page's `<meta http-equiv="Content-Security-Policy">` elements carry.
 * @param {string} html
 */
export function metaPolicies(html) {
  return [...html.matchAll(/<meta\b([^>]*)>/gi)]
    .map(([, attributes = '']) => attributesOf(attributes))
    .filter((attrs) => attrs.get('http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((attrs) => attrs.get('content') ?? '');
}

/**
 * How many inline scripts of the page its own script policy does not allow: all of them when it has
 * none (scripts/vercel/vercelOutput.mjs checks Vercel's output with it).
 * @param {string} html
 */
export function scriptsOutsidePolicy(html) {
  const policy = metaPolicies(html).find((content) => content.startsWith('script-src '));
  const allowed = new Set(policy?.split(/\s+/));
  return inlineScripts(html).filter((text) => !allowed.has(sha256Source(text))).length;
}
