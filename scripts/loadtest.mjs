#!/usr/bin/env node
/**
 * `npm run loadtest`: the production server under load, beside the bare baseline app
 * (scripts/perfBaseline.mjs) served on the same machine in the same run. Starts `next start -H
 * localhost` on PERF_PORT (default 3200) from the existing build and the baseline on
 * PERF_BASELINE_PORT (3300; built first when it is not), then autocannon with 50 connections and
 * a browser's headers (Korean, gzip):
 *  - 10 s on the Korean home;
 *  - the Korean company page and the baseline's company page, 10 s each, three rounds, interleaved.
 * Budgets: zero errors, timeouts and non-2xx answers; the company page at ≥ 0.9× the baseline's
 * requests per second. Beside req/s it reports the server's CPU time per request (from /proc),
 * which other work on the machine moves far less. Both servers are warmed up first (500 requests a page). Writes the figures into docs/performance.md
 * (`--no-write` leaves it alone); `--rounds N` changes the rounds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { e2eDistDir } from './e2eEnv.mjs';
import { replaceSection } from './perfDoc.mjs';
import { baselineDir, baselinePages, buildBaseline } from './perfBaseline.mjs';

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 3;
const port = Number(process.env.PERF_PORT ?? 3200);
const baselinePort = Number(process.env.PERF_BASELINE_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const baselineOrigin = `http://localhost:${baselinePort}`;
const connections = 50;
const duration = 10;
const minimumRatio = 0.9;
const headers = { 'accept-language': 'ko', 'accept-encoding': 'gzip, deflate, br' };

// NEXT_DIST_DIR when set, else `npm run build`'s `.next`, else the e2e build (scripts/test/e2eEnv.mjs).
const distDir = [process.env.NEXT_DIST_DIR, '.next', e2eDistDir].find(
  (dir) => dir && existsSync(`${dir}/BUILD_ID`),
);
if (!distDir) {
  console.error('No production build: run `npm run build` (or `npm run build:e2e`) first.');
  process.exit(2);
}
if (!existsSync(`${baselineDir}/.next/BUILD_ID`)) {
  console.log('Building the baseline app…');
  buildBaseline();
}

const servers = [];
function serve(cwd, servePort, env) {
  const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(servePort)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  servers.push(server);
  return server;
}
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  }
};
process.on('exit', stop);
const guard = setTimeout(
  () => {
    console.error('Load test went over its time bound.');
    process.exit(1);
  },
  (duration * (1 + 2 * rounds) + 60) * 1000,
);

const site = serve(process.cwd(), port, { NEXT_DIST_DIR: distDir });
const baseline = serve(baselineDir, baselinePort, {});
async function waitFor(url) {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (i > 80) throw new Error(`no answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
await waitFor(`${origin}/robots.txt`);
await waitFor(`${baselineOrigin}${baselinePages.marketing}`);

/** CPU time (user + system, in clock ticks of 10 ms) of a process and its descendants. */
function cpuTicks(rootPid) {
  const stats = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: +fields[11] + +fields[12] });
    } catch {}
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (tree.has(s.ppid) && !tree.has(s.pid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0);
}

async function load(url, server) {
  const before = cpuTicks(server.pid);
  const result = await autocannon({ url, connections, duration, headers });
  const cpuMs = (cpuTicks(server.pid) - before) * 10;
  return {
    url,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    cpuPerRequest: result.requests.total ? cpuMs / result.requests.total : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

// Unmeasured first: a fresh server loads its modules and compiles its hot paths on the first
// requests (the first measured round came out 2-3× the CPU per request of the later ones).
for (const url of [
  `${origin}/ko`,
  `${origin}/ko/company`,
  `${baselineOrigin}${baselinePages.marketing}`,
])
  await autocannon({ url, connections: 10, amount: 500, headers });

const rows = [await load(`${origin}/ko`, site)];
const companyRows = { site: [], baseline: [] };
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 ? ['baseline', 'site'] : ['site', 'baseline'];
  for (const which of order) {
    const row =
      which === 'site'
        ? await load(`${origin}/ko/company`, site)
        : await load(`${baselineOrigin}${baselinePages.marketing}`, baseline);
    companyRows[which].push(row);
    rows.push(row);
  }
}
clearTimeout(guard);
stop();

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const siteRps = mean(companyRows.site.map((r) => r.rps));
const baselineRps = mean(companyRows.baseline.map((r) => r.rps));
const ratio = siteRps / baselineRps;
const cpuRatio =
  mean(companyRows.baseline.map((r) => r.cpuPerRequest)) /
  mean(companyRows.site.map((r) => r.cpuPerRequest));

const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run loadtest\`: autocannon, ${connections} connections, ${duration} s per row, \`Accept-Language: ko\` and \`Accept-Encoding: gzip\` as a browser sends them, \`next start\` on loopback; the baseline app (scripts/perfBaseline.mjs) served beside it, interleaved.`,
  '',
  '| page | requests | req/s (mean) | latency p50 | latency p99 | bytes per answer | server CPU per request | errors | timeouts | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.url.replace(origin, '').replace(baselineOrigin, 'baseline ')} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${(r.bytes / 1024).toFixed(1)} kB | ${r.cpuPerRequest.toFixed(2)} ms | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
  ),
  '',
  `/ko/company against the baseline's company page: **${ratio.toFixed(2)}×** its requests per second (budget ≥ ${minimumRatio}×); ${cpuRatio.toFixed(2)}× by server CPU time per request.`,
];
console.log(lines.join('\n'));

if (!args.includes('--no-write')) {
  const doc = 'docs/performance.md';
  writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), 'loadtest', lines.join('\n')));
  console.log(`\nWrote the figures into ${doc}.`);
}

const failures = rows
  .filter((r) => r.errors || r.timeouts || r.non2xx)
  .map((r) => `errors under load on ${r.url}`);
if (ratio < minimumRatio)
  failures.push(`/ko/company at ${ratio.toFixed(2)}× the baseline's requests per second`);
if (failures.length) {
  console.error(`\nBudgets missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
