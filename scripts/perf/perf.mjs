#!/usr/bin/env node
/**
 * `npm run perf`: the lab guards (docs/performance.md: flags and
 * variables). Builds the site (pointed at the stand-ins, never into `.next`) and the bare app
 * (scripts/perf/baseline.mjs), serves both, then judges against the bare app measured in the same
 * run: first-load JavaScript (scripts/perf/firstLoadJs.mjs); Lighthouse mobile, collected by
 * `lhci collect` (one run of every page per round, each site page right after the bare app's page
 * of its kind) and judged by `lhci assert` with bounds set from the bare app's medians
 * (scripts/perf/verdict.mjs); every interaction at a mid-range phone's CPU, beside the bare app's
 * click (scripts/perf/interactions.mjs). Writes the figures and Lighthouse's reports into
 * `.perf-runs/<start time>/` (not committed); exits 1 when a guard is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import waitOn from 'wait-on';
import { chromiumFlags, e2eChromium, e2eDistDir, e2eEnv, e2ePorts } from '../test/e2eEnv.mjs';
import { baselineDir, buildBaseline } from './baseline.mjs';
import { firstLoadJs } from './firstLoadJs.mjs';
import { interactions, measureInteractions } from './interactions.mjs';
import * as v from './verdict.mjs';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    'build-only': { type: 'boolean' },
    'interactions-only': { type: 'boolean' },
    only: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Number(flags.runs);
const started = new Date();
const runDir = resolve(`.perf-runs/${started.toISOString().slice(0, 19).replace(/:/g, '-')}`);
const distDir = process.env.PERF_DIST_DIR ?? e2eDistDir;
const origin = `http://localhost:${process.env.PERF_PORT ?? 3200}`;
const bareOrigin = `http://localhost:${process.env.PERF_BASELINE_PORT ?? 3300}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...e2eEnv };
Object.assign(env, { NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SITE_URL: origin });
const load = () => `${loadavg().map((n) => n.toFixed(2))}`.replaceAll(',', ', ');
const loadAtStart = load();

if (!flags['no-build']) {
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env }).status !== 0) process.exit(1);
  console.log('\nBuilding the bare app…');
  buildBaseline();
}
if (flags['build-only']) process.exit(0);

// The servers, each in its own process group, stopped when this process ends.
const children = [];
const serve = (/** @type {string[]} */ args, options = {}) =>
  children.push(
    spawn(args[0], args.slice(1), { stdio: 'ignore', detached: true, env, ...options }),
  );
process.on('exit', () => children.forEach((c) => spawnSync('kill', ['--', `-${c.pid}`])));
process.on('SIGINT', () => process.exit(130));
const [port, barePort] = [origin, bareOrigin].map((o) => new URL(o).port);
// A server left answering (another run's) would be measured in place of this build.
for (const url of [origin, bareOrigin])
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url} already answers`);
for (const name of ['backend', 'aws'])
  serve([
    'node',
    `scripts/stand-ins/${name}.mjs`,
    '--port',
    `${e2ePorts[name]}`,
    '--app-port',
    port,
  ]);
serve(['npx', 'next', 'start', '-H', 'localhost', '-p', port]);
const bareEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
serve(['npx', 'next', 'start', '-H', 'localhost', '-p', barePort], {
  cwd: baselineDir,
  env: bareEnv,
});
const health = ['backend', 'aws'].map((name) => `http://127.0.0.1:${e2ePorts[name]}/__health`);
await waitOn({
  resources: [...health, `${origin}/robots.txt`, `${bareOrigin}/company`],
  timeout: 120_000,
});

mkdirSync(runDir, { recursive: true });
const out = [];
const print = (/** @type {string[]} */ lines) => {
  console.log(lines.join('\n'));
  out.push(...lines);
};
const failures = [];
const bareHeaders = { 'Accept-Language': 'ko' };
/** The bare app's page of each kind (its URLs carry no locale: Korean by Accept-Language). */
const barePages = { home: '/', marketing: '/company', consent: '/private/consent/101' };

if (!flags['interactions-only']) {
  // First-load JavaScript: bytes, the same on any host.
  const bareJs = {};
  for (const [kind, path] of Object.entries(barePages))
    bareJs[kind] = (
      await firstLoadJs(bareOrigin + path, bareHeaders, `${baselineDir}/.next`)
    ).bytes;
  const jsRoutes = {
    home: '/ko /ko/HobanON /vi',
    marketing:
      '/ko/company /ko/company/download /ko/service/inhabitant/detail /ko/contact/customer /ko/contact/faq /ko/contact/idea /ko/laboratory /vi/contact/qna',
    consent: '/ko/private/consent/101 /ko/private/terms/101 /ko/private/consentComplete',
  };
  const jsRows = [];
  for (const [kind, routes] of Object.entries(jsRoutes))
    for (const route of routes.split(' ')) {
      const { bytes } = await firstLoadJs(origin + route, undefined, distDir);
      const budget = bareJs[kind] + v.guards.jsOverBare[kind];
      const ok = bytes <= budget;
      if (!ok) failures.push(`${route}: first-load JS ${v.kb(bytes)} > ${v.kb(budget)}`);
      jsRows.push([
        route,
        v.kb(bytes),
        `+${v.kb(bytes - bareJs[kind])}`,
        v.kb(budget),
        ok ? 'ok' : '**missed**',
      ]);
    }
  const bareKb = Object.entries(bareJs).map(([k, b]) => `${k} ${v.kb(b)}`);
  print([`## First-load JavaScript (gzip; bare app ${bareKb.join(', ')})`, '']);
  print([...v.table(['route', 'first-load JS', 'over the bare app', 'budget', ''], jsRows), '']);

  // Lighthouse CI: one run of every page per round, the bare app's page of a kind before the
  // site's pages of that kind, so a host getting busier or quieter moves both alike.
  const pages = [
    ['home', bareOrigin + barePages.home],
    ['home', `${origin}/ko`, true],
    ['marketing', bareOrigin + barePages.marketing],
    ['marketing', `${origin}/ko/company`],
    ['marketing', `${origin}/ko/contact/faq`],
    ['consent', bareOrigin + barePages.consent],
    ['consent', `${origin}/private/consent/101`],
  ];
  const rc = join(runDir, 'lighthouserc.json');
  const settings = { onlyCategories: ['performance'], chromeFlags: chromiumFlags.join(' ') };
  Object.assign(settings, { extraHeaders: bareHeaders });
  const collect = { url: pages.map((p) => p[1]), numberOfRuns: 1, additive: true, settings };
  Object.assign(collect, { chromePath: e2eChromium() });
  writeFileSync(rc, JSON.stringify({ ci: { collect } }, null, 2));
  const lhci = (/** @type {string[]} */ args) =>
    spawnSync('npx', ['lhci', ...args, `--config=${rc}`], { cwd: runDir, stdio: 'inherit' }).status;
  for (let round = 1; round <= runs; round += 1) {
    console.log(`\nLighthouse CI, round ${round}/${runs}`);
    if (lhci(['collect']) !== 0) throw new Error('lhci collect failed');
  }
  const lhrs = readdirSync(join(runDir, '.lighthouseci'))
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(runDir, '.lighthouseci', f), 'utf8')));
  const byUrl = Object.fromEntries(
    pages.map(([, url]) => [url, lhrs.filter((l) => l.requestedUrl === url)]),
  );
  const medians = (url) => {
    const figures = byUrl[url].map(v.lhrFigures);
    return Object.fromEntries(
      ['score', 'tbt', 'mainThread', 'cls'].map((k) => [k, v.median(figures.map((f) => f[k]))]),
    );
  };
  const bare = Object.fromEntries(
    Object.entries(barePages).map(([kind, path]) => [kind, medians(bareOrigin + path)]),
  );
  const site = pages.filter(([, url]) => url.startsWith(origin));
  const assert = v.assertions(
    site.map(([kind, url, fonts]) => ({ kind, url: byUrl[url][0].finalUrl, fonts })),
    bare,
  );
  writeFileSync(rc, JSON.stringify({ ci: { collect, assert } }, null, 2));
  const lhRows = pages.map(([kind, url]) => {
    const m = medians(url);
    const runs = (k) => byUrl[url].map((l) => v.lhrFigures(l)[k]).join(', ');
    return [
      url.replace(origin, '').replace(bareOrigin, 'bare '),
      kind,
      `${m.score} (${runs('score')})`,
      `${m.tbt} (${runs('tbt')})`,
      `${m.mainThread} (${runs('mainThread')})`,
      m.cls.toFixed(3),
    ];
  });
  print([`## Lighthouse mobile, ${runs} rounds (medians, then each run)`, '']);
  print([
    ...v.table(['page', 'kind', 'score', 'TBT ms', 'main-thread work ms', 'CLS'], lhRows),
    '',
  ]);
  print([
    `Bounds (\`lhci assert\`, medians): score ≥ the bare app's − ${v.guards.scoreBelowBare}, TBT ≤ ${v.guards.tbtRatio}× the bare app's (at least ${v.guards.tbtFloorMs} ms), main-thread work ≤ ${v.guards.mainThreadRatio}×, CLS ≤ ${v.guards.cls}, fonts on /ko ≤ ${v.kb(v.guards.homeFontBytes)}. Reports: ${runDir}/.lighthouseci/.`,
    '',
  ]);
  console.log('\nlhci assert');
  if (lhci(['assert']) !== 0) failures.push('Lighthouse: lhci assert failed (above)');
}

// The interactions at the phone's CPU, the bare app's click as the control.
const names = flags.only?.split(',') ?? Object.keys(interactions).filter((n) => n !== 'control');
console.log(`\nInteractions, ${runs} rounds…`);
const cpuSlowdown = flags['cpu-slowdown'] ? Number(flags['cpu-slowdown']) : undefined;
const measured = await measureInteractions({ origin, bareOrigin, names, runs, cpuSlowdown });
const rows = ['control', ...names].map((name) => {
  const judged = v.judgeInteraction(name, measured.byName[name], interactions[name].leaves);
  failures.push(...judged.misses.map((m) => `interaction ${name}: ${m}`));
  return judged.row;
});
print([
  `## Interactions at a mid-range phone's CPU (${runs} rounds; benchmark → slowdown: ${measured.rounds.map((r) => `${r.benchmarkIndex} → ${r.rate}×`).join(', ')})`,
  '',
  `Each: the longest Event Timing entry of the interaction (as INP counts it), every round ≤ ${v.guards.interactionEveryRunMs} ms and the median ≤ ${v.guards.interactionMedianMs} ms; 0 is under 16 ms. Parts: medians.`,
  '',
  ...v.table(
    ['interaction', 'median', 'rounds (ms)', 'input delay', 'processing', 'presentation', ''],
    rows,
  ),
]);
const note = v.controlNote(measured.byName.control.map((r) => r.duration));
if (note) print(['', `**Note:** ${note}.`]);

print(['', failures.length ? `**${failures.length} guard(s) missed.**` : '**Every guard met.**']);
const header = `# Lab figures\n\n\`${process.env.PERF_DIST_DIR ? `PERF_DIST_DIR=${distDir} ` : ''}npm run perf${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`, ${started.toISOString().slice(0, 16)} UTC, ${Math.round((Date.now() - started.getTime()) / 60000)} min; load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end.\n\n`;
writeFileSync(join(runDir, 'lab.md'), `${header}${out.join('\n')}\n`);
console.log(`\nWrote ${runDir}/lab.md.`);
if (failures.length)
  console.error(`\nGuards missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
process.exit(failures.length ? 1 : 0);
