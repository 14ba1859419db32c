#!/usr/bin/env node
/**
 * `npm run check:vercel`: builds the site the way Vercel does (its CLI's `vercel build`, offline,
 * with a local project settings file) for a preview and for production, in a temporary copy of the
 * working tree, then reads `.vercel/output` and fails when the deployment would not work:
 * a build that fails or does not run on Node.js 24, a marketing page in any locale that is not a
 * static prerender, a middleware that is not one Edge function within the size limit, a dynamic
 * route missing or on another runtime (scripts/vercel/vercelOutput.mjs). docs/deploying.md says what this
 * proves and what it cannot.
 *
 * Options: `--only preview|production`, `--write` (rewrite docs/deploying.md's figures from this
 * run), `--keep` (keep the temporary copies and print where). The CLI runs through `npx` at a pinned
 * version (VERCEL_CLI_VERSION overrides): it is large and not a dependency of the site.
 * Ends with `N passed, N failed` (one check per expectation of each build).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { routing } from '../../i18n/routing.ts';
import {
  advantageAliasPath,
  barePages,
  consentRoutes,
  customerSlugs,
  marketingPages,
  NOT_FOUND_PAGE,
  serviceApps,
} from '../../lib/content/site.ts';
import { buildOutputProblems, NODE_RUNTIME, readBuildOutput, routeTable } from './vercelOutput.mjs';

const CLI_VERSION = process.env.VERCEL_CLI_VERSION ?? '60.1.3';
const PRODUCTION_HOST = 'www.chaedle.com';
const root = join(import.meta.dirname, '..', '..');
const { only, write, keep } = parseArgs({
  options: { only: { type: 'string' }, write: { type: 'boolean' }, keep: { type: 'boolean' } },
}).values;

/** Every page a visitor can open, per locale, as the output names it (English's home is `/en`). */
const pagePaths = [
  ...Object.values(marketingPages),
  ...serviceApps.map(advantageAliasPath),
  ...customerSlugs.map((slug) => `/${slug}`),
  NOT_FOUND_PAGE,
];
const staticRoutes = routing.locales.flatMap((locale) =>
  pagePaths.map((path) => (path === '/' ? `/${locale}` : `/${locale}${path}`)),
);
const dynamicRoutes = [
  ...[
    ...Object.values(consentRoutes),
    barePages.consentComplete,
    barePages.consentEnd,
    barePages.consentError,
    barePages.signIn,
  ].map((path) => `/[locale]${path}`),
  '/app/[app]',
];

/** The working tree as git sees it (tracked and untracked files that are not ignored). */
function copyWorkingTree(target) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  // node_modules as hard links: seconds instead of an install, and the build never writes there.
  const linked = spawnSync('cp', ['-al', join(root, 'node_modules'), join(target, 'node_modules')]);
  if (linked.status !== 0)
    cpSync(join(root, 'node_modules'), join(target, 'node_modules'), { recursive: true });
}

/**
 * Marks every company fact, draft and placeholder asset confirmed, as the marketing team does
 * before going live (README; docs/copy.md).
 */
function confirmForLaunch(dir) {
  const facts = join(dir, 'lib/content/companyFacts.json');
  const confirmFacts = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.placeholder === true) node.placeholder = false;
    for (const value of Object.values(node)) confirmFacts(value);
  };
  const factsJson = JSON.parse(readFileSync(facts, 'utf8'));
  confirmFacts(factsJson);
  writeFileSync(facts, JSON.stringify(factsJson, null, 2));

  const register = join(dir, 'lib/content/copyRegister.json');
  const registerJson = JSON.parse(readFileSync(register, 'utf8'));
  for (const section of ['drafts', 'assets'])
    for (const entry of Object.values(registerJson[section] ?? {})) entry.confirmed = true;
  writeFileSync(register, JSON.stringify(registerJson, null, 2));
}

const targets = {
  preview: {
    flags: [],
    env: {
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'chaedle-website-a1b2c3d4e-chaedle.vercel.app',
      VERCEL_BRANCH_URL: 'chaedle-website-git-feature-chaedle.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
    },
  },
  production: {
    flags: ['--prod'],
    env: {
      VERCEL_ENV: 'production',
      VERCEL_URL: 'chaedle-website-f5e6d7c8b-chaedle.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
      NEXT_PUBLIC_SITE_URL: `https://${PRODUCTION_HOST}`,
    },
    prepare: confirmForLaunch,
  },
};

// Nothing from the caller's shell that would change what the build is (as scripts/test/buildE2e.mjs).
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !/^(SITE_ENV|VERCEL_|NEXT_PUBLIC_|SENTRY_|E2E_|NEXT_DIST_DIR$|SKIP_BUILD_TYPECHECK$)/.test(
        name,
      ),
  ),
);

let passed = 0;
let failed = 0;
function check(ok, label, details = []) {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✔' : '✘'} ${label}`);
  for (const line of details) console.log(`    ${line}`);
}

let table;
for (const [name, target] of Object.entries(targets)) {
  if (only && only !== name) continue;
  const dir = mkdtempSync(join(tmpdir(), `chaedle-vercel-${name}-`));
  console.log(`\n▶ vercel build (${name}) in ${dir}`);
  copyWorkingTree(dir);
  target.prepare?.(dir);
  mkdirSync(join(dir, '.vercel'));
  // What `vercel link` + `vercel pull` would write: the Next.js preset, Node.js 24, and an
  // empty install command (node_modules is already there; Vercel itself runs `npm install`).
  writeFileSync(
    join(dir, '.vercel/project.json'),
    JSON.stringify({
      projectId: 'prj_chaedle_local',
      orgId: 'team_chaedle_local',
      settings: {
        framework: 'nextjs',
        nodeVersion: '24.x',
        installCommand: '',
        buildCommand: null,
        outputDirectory: null,
      },
    }),
  );
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['-y', `vercel@${CLI_VERSION}`, 'build', '--yes', ...target.flags],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...inherited,
        ...target.env,
        CI: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        VERCEL_TELEMETRY_DISABLED: '1',
      },
    },
  );
  const log = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  check(
    result.status === 0,
    `${name}: vercel build succeeded (${seconds} s)`,
    result.status === 0 ? [] : log.split('\n').slice(-30),
  );
  const banner = /Vercel CLI [\d.]+ \(Node\.js ([\d.]+)\)/.exec(log);
  check(
    banner?.[1]?.startsWith('24.') === true,
    `${name}: ran on Node.js ${banner?.[1] ?? '(unknown)'}`,
  );

  if (result.status === 0) {
    const output = await readBuildOutput(join(dir, '.vercel/output'), dir);
    const problems = buildOutputProblems(output, { target: name, staticRoutes, dynamicRoutes });
    const about = (pattern) => problems.filter((problem) => pattern.test(problem));
    const staticSet = new Set(staticRoutes);
    const dynamicSet = new Set(dynamicRoutes);
    const routeOf = (problem) => problem.split(':')[0];
    check(
      output.target === name,
      `${name}: the output is a ${name} build`,
      about(/^built for target/),
    );
    const unhashed = about(/outside its script policy$/);
    check(
      !problems.some((p) => staticSet.has(routeOf(p)) && !unhashed.includes(p)),
      `${name}: all ${staticRoutes.length} pages (${routing.locales.length} locales) are static prerenders`,
      problems.filter((p) => staticSet.has(routeOf(p)) && !unhashed.includes(p)),
    );
    check(
      unhashed.length === 0,
      `${name}: every static page's policy allows exactly its own inline scripts (npm run build's post-build step ran)`,
      unhashed,
    );
    check(
      !problems.some((p) => dynamicSet.has(routeOf(p))),
      `${name}: the ${dynamicRoutes.length} dynamic routes are functions`,
      problems.filter((p) => dynamicSet.has(routeOf(p))),
    );
    const middleware = output.routes.find((entry) => entry.route === '/middleware');
    check(
      about(/Edge/).length === 0,
      `${name}: the middleware is one Edge function (${((middleware?.bytes ?? 0) / 1024).toFixed(1)} kB gzip)`,
      about(/Edge/),
    );
    check(
      about(/runs on|function limit/).length === 0,
      `${name}: every function runs on ${NODE_RUNTIME} within the size limit`,
      about(/runs on|function limit/),
    );
    if (name === 'production') table = routeTable(output, routing.locales);
  }
  if (keep) console.log(`  kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

if (write && table) {
  const doc = join(root, 'docs/deploying.md');
  const start = '<!-- vercel-routes:start -->';
  const end = '<!-- vercel-routes:end -->';
  const text = readFileSync(doc, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.log(`docs/deploying.md has no ${start} … ${end} block; the table is not written.`);
  } else {
    const generated = `${start}\n<!-- npm run check:vercel writes this table from the production build's .vercel/output -->\n\n${table}\n\n${end}`;
    writeFileSync(doc, text.slice(0, from) + generated + text.slice(to + end.length));
    console.log('docs/deploying.md: route table written');
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
