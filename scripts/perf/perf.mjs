#!/usr/bin/env node
/**
 * `npm run perf`: the lab guards (docs/performance.md, "Lab guards"; performance itself is judged
 * in the field). Builds the site (pointed at the local stand-ins, into the e2e output folder, never
 * `.next`) and the bare app (scripts/perf/baseline.mjs), serves both, then:
 *  - first-load JavaScript and Lighthouse mobile, `--runs` rounds (3), each site run compared
 *    with the bare app's run of its kind just before it, the bare home twice (the control):
 *    scripts/perf/pageGuards.mjs;
 *  - the listed interactions at a mid-range phone's CPU slowdown, calibrated each round from
 *    Lighthouse's benchmark (scripts/perf/interactions.mjs).
 * The rules: scripts/perf/verdict.mjs. Prints the tables, writes them into the run's own folder
 * (.perf-runs/<start time>/lab.md, not committed), exits 1 when a guard is missed or the control
 * says the run cannot tell (inconclusive).
 * Flags: --no-build (reuse the last build of both), --build-only, --runs N, --no-write,
 * --write-figures (write docs/figures/lab.md, which the documents quote), --figures FILE (write
 * there instead), --interactions-only (the interaction guard alone), --cpu-slowdown X (the
 * interactions at that slowdown, not the benchmark's). PERF_DIST_DIR: serve (and build) the site
 * from another folder. Ports: PERF_PORT (3200) for the site, PERF_BASELINE_PORT (3300) for the
 * bare app, E2E_BACKEND_PORT and E2E_AWS_PORT (4010, 4020) for the stand-ins.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { e2eDistDir, e2eEnv, e2ePorts } from '../test/e2eEnv.mjs';
import { baselineDir, buildBaseline } from './baseline.mjs';
import { currentCommit, figuresFile, hostLoad } from './figuresDoc.mjs';
import { measureInteractions } from './interactions.mjs';
import { judgePages } from './pageGuards.mjs';
import { interactionTable } from './report.mjs';
import { start, stopAll, up, waitFor } from './servers.mjs';
import { compareInteraction, guards, interactionMisses } from './verdict.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (flag(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 3));
const interactionsOnly = flag('--interactions-only');
const cpuSlowdown = flag('--cpu-slowdown') ? Number(option('--cpu-slowdown')) : undefined;
const started = new Date();
// A run's figures go to a folder of its own; the files the documents quote, only when asked.
const figuresPath = option(
  '--figures',
  flag('--write-figures')
    ? 'docs/figures/lab.md'
    : `.perf-runs/${started.toISOString().slice(0, 19).replace(/:/g, '-')}/lab.md`,
);
const loadAtStart = hostLoad();
const commit = currentCommit();
// PERF_DIST_DIR: another build of the site (a planted regression, docs/performance.md, "Lab guards").
const distDir = process.env.PERF_DIST_DIR ?? e2eDistDir;

let port = Number(process.env.PERF_PORT ?? 3200);
// With --no-build, serve where the existing build says the site lives (its canonical links point
// there).
if (flag('--no-build')) {
  try {
    const sitemap = /Sitemap: (\S+)/.exec(
      readFileSync(`${distDir}/server/app/robots.txt.body`, 'utf8'),
    )?.[1];
    const baked = sitemap ? new URL(sitemap) : undefined;
    if (baked?.hostname === 'localhost' && baked.port && Number(baked.port) !== port) {
      console.log(`The existing build is for ${baked.origin}: serving it there.`);
      port = Number(baked.port);
    }
  } catch {}
}
const origin = `http://localhost:${port}`;
const bareOrigin = `http://localhost:${Number(process.env.PERF_BASELINE_PORT ?? 3300)}`;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  ...e2eEnv,
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_SITE_URL: origin,
};

// The interactions with a bound set from their clean figures (scripts/perf/interactionBounds.mjs).
const interactionNames = Object.keys(guards.interactionCpuMs);

// Which commit the served build was made from, for the figures' header (a planted build's differs).
const builtFromFile = `${distDir}/perf-built-from.txt`;
if (!flag('--no-build')) {
  // `npm run build`: the site as deployed, with its post-build step.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(builtFromFile, commit);
}
const builtFrom = existsSync(builtFromFile) ? readFileSync(builtFromFile, 'utf8') : undefined;
if (!flag('--no-build') || !existsSync(`${baselineDir}/.next/BUILD_ID`)) {
  console.log('\nBuilding the bare app…');
  buildBaseline();
}
if (flag('--build-only')) process.exit(0);

const standIns = [
  ['scripts/stand-ins/backend.mjs', e2ePorts.backend],
  ['scripts/stand-ins/aws.mjs', e2ePorts.aws],
];
for (const [script, standInPort] of standIns)
  if (!(await up(`http://127.0.0.1:${standInPort}/__health`)))
    start('node', [script, '--port', String(standInPort), '--app-port', String(port)], { env });
start('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], { env });
start('npx', ['next', 'start', '-H', 'localhost', '-p', new URL(bareOrigin).port], {
  cwd: baselineDir,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const [, standInPort] of standIns)
  await waitFor(`http://127.0.0.1:${standInPort}/__health`, 'stand-in');
await waitFor(`${origin}/robots.txt`, 'next start');
await waitFor(`${bareOrigin}/company`, 'the bare app');

const failures = [];
const out = [];
const print = (lines) => {
  for (const line of lines) console.log(line);
  out.push(...lines);
};

// --interactions-only: the interaction guard alone (its bare click still needs the bare app).
const pages = interactionsOnly
  ? { failures: [], noise: [] }
  : await judgePages({ origin, bareOrigin, runs, print });
failures.push(...pages.failures);
const noise = pages.noise;
const conclusive = noise.length === 0;

// The interactions at the phone's CPU, calibrated round by round.
console.log(`\nInteractions, ${runs} rounds…`);
const measured = await measureInteractions(origin, interactionNames, {
  runs,
  floorOrigin: bareOrigin,
  cpuSlowdown,
});
// Judged: each interaction's CPU time beyond the bare app's unhandled click of the same round.
const compared = Object.fromEntries(
  interactionNames.map((name) => [
    name,
    compareInteraction(measured.byName[name], measured.rounds),
  ]),
);
failures.push(...interactionMisses(compared).map((m) => `interaction ${m}`));
print(interactionTable({ measured, compared, runs }));
stopAll();

const inconclusive = conclusive
  ? ''
  : `the bare app measured twice differed by more than the guards' headroom (${noise.join('; ')}): this run cannot tell the site's relative figures from noise; measure again on a quieter host`;
print([
  '',
  [
    failures.length ? `**${failures.length} guard(s) missed**` : '',
    inconclusive ? '**the relative guards inconclusive** (the control missed its noise bound)' : '',
  ]
    .filter(Boolean)
    .join('; ') || '**Every guard met.**',
]);

if (!flag('--no-write')) {
  const file = figuresPath;
  mkdirSync(dirname(file), { recursive: true });
  const body = ['Lab guards and their reasons: docs/performance.md, "Lab guards".', '', ...out];
  writeFileSync(
    file,
    figuresFile({
      title: 'Lab figures',
      command: `${process.env.PERF_DIST_DIR ? `PERF_DIST_DIR=${distDir} ` : ''}npm run perf${args.length ? ` -- ${args.join(' ')}` : ''}`,
      started,
      commit,
      builtFrom,
      loadAtStart,
      body,
    }),
  );
  console.log(`\nWrote ${file}.`);
}

if (inconclusive) console.error(`\nInconclusive: ${inconclusive}.`);
if (failures.length)
  console.error(`\nGuards missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
process.exit(failures.length || inconclusive ? 1 : 0);
