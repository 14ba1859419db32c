#!/usr/bin/env node
/**
 * `npm run build:e2e`: the two production builds the end-to-end tests serve, as `npm test` makes
 * them, each in its own output folder (never `.next`):
 *   main     `.next-e2e`          production, pointed at the stand-ins, no Sentry
 *   preview  `.next-e2e-preview`  a Vercel preview, reporting to the Sentry stand-in, test routes on
 * `--only main` or `--only preview` builds one.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { e2eEnv, previewEnv } from './e2eEnv.mjs';

const builds = { main: e2eEnv, preview: previewEnv };
const { only } = parseArgs({ options: { only: { type: 'string' } } }).values;
if (only && !(only in builds)) {
  console.error(`--only takes ${Object.keys(builds).join(' or ')}`);
  process.exit(2);
}

// Variables that would change what a build is (a developer's shell may have them) are not inherited.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !/^(SITE_ENV|VERCEL_|NEXT_PUBLIC_|SENTRY_DSN$|E2E_TEST_HOOKS$|NEXT_DIST_DIR$)/.test(name),
  ),
);

for (const [name, env] of Object.entries(builds)) {
  if (only && only !== name) continue;
  console.log(`\n▶ e2e build "${name}" → ${env.NEXT_DIST_DIR}`);
  // `npm run build`: `next build` and its post-build step (scripts/build/hashInlineScripts.mjs), as on Vercel.
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    // `npm test` runs tsc before the builds; each build would type-check the same code again.
    // A CI checkout builds once: no Turbopack build cache (docs/testing.md).
    env: {
      ...inherited,
      NEXT_TELEMETRY_DISABLED: '1',
      SKIP_BUILD_TYPECHECK: '1',
      ...(process.env.CI ? { NEXT_BUILD_CACHE: 'off' } : {}),
      ...env,
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
