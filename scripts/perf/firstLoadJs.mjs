/**
 * First-load JavaScript of a served page: the module scripts its HTML names (`<script src>`, read
 * by lib/html/parseHtml.mjs; noModule polyfills left out: modern browsers never fetch them), read
 * from the build's folder and measured by size-limit (gzip, level 9). Used by scripts/perf/perf.mjs
 * (its budgets) and the e2e specs.
 */
import sizeLimit from 'size-limit';
import filePlugin from '@size-limit/file';
import { attributeOf, elementsOf } from '../../lib/html/parseHtml.mjs';
import { e2eDistDir } from '../test/e2eEnv.mjs';

/**
 * @param {string} url the page
 * @param {Record<string, string>} [headers]
 * @param {string} [distDir] the served build's folder (its `static/` is `/_next/static/`)
 */
export async function firstLoadJs(url, headers, distDir = e2eDistDir) {
  const html = await (await fetch(url, { headers })).text();
  const scripts = elementsOf(html).filter(
    (element) => element.tagName === 'script' && attributeOf(element, 'nomodule') === undefined,
  );
  const sources = new Set(scripts.map((script) => attributeOf(script, 'src')).filter(Boolean));
  const files = [...sources].map(
    (src) => `${distDir}/${new URL(src, url).pathname.replace(/^\/_next\//, '')}`,
  );
  const [{ size }] = await sizeLimit([filePlugin], { checks: [{ files, gzip: true }] });
  return { scripts: files.length, bytes: size };
}
