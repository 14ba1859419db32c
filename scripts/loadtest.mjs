#!/usr/bin/env node
/**
 * `npm run loadtest`: a bounded load test of the production server on loopback. Starts
 * `next start -H localhost` on PERF_PORT (default 3200) from the existing build, then autocannon
 * with 50 connections for 10 s on the Korean home and 10 s on the Korean company page. A 30 s
 * guard stops everything. Fails on any error, timeout or non-2xx answer; writes the figures into
 * docs/performance.md (`--no-write` leaves it alone).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { e2eDistDir } from './e2e-env.mjs';
import { replaceSection } from './perf-doc.mjs';

const port = Number(process.env.PERF_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const pages = ['/ko', '/ko/company'];
const connections = 50;
const duration = 10;

// NEXT_DIST_DIR when set, else `npm run build`'s `.next`, else the e2e build (scripts/e2e-env.mjs).
const distDir = [process.env.NEXT_DIST_DIR, '.next', e2eDistDir].find(
  (dir) => dir && existsSync(`${dir}/BUILD_ID`),
);
if (!distDir) {
  console.error('No production build: run `npm run build` (or `npm run build:e2e`) first.');
  process.exit(2);
}

const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);
const guard = setTimeout(() => {
  console.error('Load test went over its 30 s bound.');
  process.exit(1);
}, 30_000);

for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${origin}/robots.txt`)).ok) break;
  } catch {}
  if (i > 40) throw new Error(`next start did not answer at ${origin}`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const rows = [];
for (const path of pages) {
  const result = await autocannon({ url: `${origin}${path}`, connections, duration });
  rows.push({
    path,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1024 / 1024,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  });
}
clearTimeout(guard);
stop();

const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run loadtest\`: autocannon, ${connections} connections, ${duration} s per page, \`next start\` on loopback.`,
  '',
  '| page | requests | req/s (mean) | latency p50 | latency p99 | throughput | errors | timeouts | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.mbps.toFixed(1)} MB/s | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
  ),
];
console.log(lines.join('\n'));

if (!process.argv.includes('--no-write')) {
  const doc = 'docs/performance.md';
  writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), 'loadtest', lines.join('\n')));
  console.log(`\nWrote the figures into ${doc}.`);
}

const failed = rows.filter((r) => r.errors || r.timeouts || r.non2xx);
if (failed.length) {
  console.error(`Errors under load on ${failed.map((r) => r.path).join(', ')}.`);
  process.exit(1);
}
process.exit(0);
