#!/usr/bin/env node
/**
 * Compiles the site's inline scripts (lib/browser/inline/*.ts, each with what it imports) into
 * lib/browser/inline/compiled.json, which lib/browser/inlineScripts.ts reads: minified, as small
 * and as fixed as a prerendered page's script hash needs, for the browsers Next.js 16 supports.
 * Generated, not committed: `npm run build`, `dev`, `check` and `test` run this first.
 */
import { buildSync } from 'esbuild';
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const folder = 'lib/browser/inline';
const compiled = {};
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const [output] = buildSync({
    entryPoints: [join(folder, file)],
    bundle: true,
    minify: true,
    format: 'iife',
    // Next.js 16's floor (docs/engines.md).
    target: ['chrome111', 'firefox111', 'safari16.4'],
    legalComments: 'none',
    write: false,
  }).outputFiles;
  compiled[basename(file, '.ts')] = output.text.trim();
}
writeFileSync(join(folder, 'compiled.json'), `${JSON.stringify(compiled, null, 2)}\n`);
