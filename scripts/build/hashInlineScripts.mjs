#!/usr/bin/env node
/**
 * The post-build step of `npm run build` (so Vercel's build runs it too) and of
 * scripts/test/buildE2e.mjs: every prerendered HTML page of the build (NEXT_DIST_DIR, else `.next`) gets
 * a policy allowing exactly its own inline scripts, by hash (lib/security/scriptHashes.mjs;
 * docs/deploying.md), and its early-error script
 * first in <head> (lib/browser/earlyScriptFirst.mjs). The pages stay the static files Next wrote;
 * only their HTML changes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDeployment } from '../../lib/config/deployment.mjs';
import { earlyScriptFirst } from '../../lib/browser/earlyScriptFirst.mjs';
import { inlineScripts, withHashedScriptPolicy } from '../../lib/security/scriptHashes.mjs';
import { policyConfig, scriptSources } from '../../lib/security/securityHeaders.mjs';

const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
// The deployment as `next build` decided it, from the same environment (Vercel's, buildE2e's).
const deployment = resolveDeployment(process.env);
const sources = scriptSources(policyConfig(process.env, deployment, false));

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const pages = htmlFiles(join(distDir, 'server'));
if (pages.length === 0) {
  console.error(
    `hashInlineScripts: no prerendered page in ${distDir}/server (run next build first)`,
  );
  process.exit(1);
}
let scripts = 0;
for (const file of pages) {
  // The early-error script after the charset (React writes it right after <head>), so that the
  // page's script policy, written next, comes before it.
  const html = await withHashedScriptPolicy(earlyScriptFirst(readFileSync(file, 'utf8')), sources);
  scripts += inlineScripts(html).length;
  writeFileSync(file, html);
}
console.log(
  `hashInlineScripts: ${pages.length} prerendered pages in ${distDir}, ${scripts} inline scripts hashed (script-src ${sources.join(' ')} + hashes)`,
);
