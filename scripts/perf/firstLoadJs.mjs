/**
 * First-load JavaScript of a served page: the module scripts its HTML names (`<script src>`,
 * noModule polyfills left out: modern browsers never fetch them), read from the build's folder and
 * measured by size-limit (gzip, level 9). Used by scripts/perf/perf.mjs (its budgets) and the e2e
 * specs.
 */
import { parse } from 'parse5';
import sizeLimit from 'size-limit';
import filePlugin from '@size-limit/file';
import { e2eDistDir } from '../test/e2eEnv.mjs';

/** @returns {string[]} */
function scriptSources(/** @type {any} */ node) {
  const attrs = Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value]));
  const own = node.tagName === 'script' && attrs.src && !('nomodule' in attrs) ? [attrs.src] : [];
  const children = [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])];
  return [...own, ...children.flatMap(scriptSources)];
}

/**
 * @param {string} url the page
 * @param {Record<string, string>} [headers]
 * @param {string} [distDir] the served build's folder (its `static/` is `/_next/static/`)
 */
export async function firstLoadJs(url, headers, distDir = e2eDistDir) {
  const html = await (await fetch(url, { headers })).text();
  const sources = [...new Set(scriptSources(parse(html)))];
  const files = sources.map(
    (src) => `${distDir}/${new URL(src, url).pathname.replace(/^\/_next\//, '')}`,
  );
  const [{ size }] = await sizeLimit([filePlugin], { checks: [{ files, gzip: true }] });
  return { scripts: files.length, bytes: size };
}
