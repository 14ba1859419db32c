#!/usr/bin/env node
/**
 * Where the end-to-end time goes, from Playwright's JSON report (.e2e/results.json) and the step
 * times `npm test` writes (.e2e/steps.json): per spec file (tests, wall time summed over attempts,
 * CPU of the browser and of `next start`) and the slowest ten tests.
 *
 *   node scripts/test/e2eTimings.mjs                      print the tables
 *   node scripts/test/e2eTimings.mjs --write two-cores    also replace that section of docs/testing.md
 *   node scripts/test/e2eTimings.mjs --results other.json --steps other-steps.json
 *   node scripts/test/e2eTimings.mjs --files 12           the 12 slowest spec files, the rest in one row
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { replaceSection } from '../perfDoc.mjs';

/** Every test of the report with its file, title, attempts and CPU annotations. */
export function collectTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const results = t.results ?? [];
        // Playwright's JSON report repeats an attempt's annotations on the test itself: count them
        // once, from the attempts (summed over retries), or from the test when no attempt has any.
        const fromAttempts = results.flatMap((r) => r.annotations ?? []);
        const annotations = fromAttempts.length > 0 ? fromAttempts : (t.annotations ?? []);
        const cpu = (type) =>
          annotations
            .filter((a) => a.type === type)
            .reduce((sum, a) => sum + Number(a.description || 0), 0);
        out.push({
          file: spec.file ?? suite.file,
          line: spec.line,
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          status: t.status,
          attempts: results.length,
          wallMs: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          browserMs: cpu('cpu-browser-ms'),
          serverMs: cpu('cpu-server-ms'),
          hasCpu: annotations.some((a) => a.type === 'cpu-browser-ms'),
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.file === child.title ? titles : [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

const s = (ms) => (ms / 1000).toFixed(1);
const escape = (text) => text.replace(/\|/g, '\\|');

/**
 * The markdown tables. `steps` (optional) is what scripts/test/test.mjs wrote; `files` (optional) keeps
 * that many of the slowest spec files and sums the rest into one row, for a short table.
 */
export function timingTables(report, steps, { files: shown = Infinity } = {}) {
  const listed = collectTests(report);
  // A run of some spec files still lists the others' tests, without attempts.
  const tests = listed.filter((t) => t.attempts > 0);
  const cpu = tests.some((t) => t.hasCpu);
  const lines = [];
  const stats = report.stats ?? {};
  const summary = [
    `${tests.length} tests run${listed.length > tests.length ? ` (of ${listed.length})` : ''}`,
    `${stats.expected ?? 0} passed`,
    `${stats.unexpected ?? 0} failed`,
    `${stats.flaky ?? 0} flaky`,
    `e2e wall ${s(stats.duration ?? 0)} s`,
    `${report.config?.metadata?.actualWorkers ?? report.config?.workers ?? '?'} worker(s)`,
  ];
  if (steps) {
    summary.push(`\`npm test\` wall ${s(steps.totalMs)} s`);
    if (steps.cores) summary.push(`${steps.cores} core(s) available`);
    if (steps.loadavg)
      summary.push(`load average at the end ${steps.loadavg.map((n) => n.toFixed(2)).join(', ')}`);
  }
  lines.push(summary.join(' · '), '');
  if (steps?.steps?.length) {
    lines.push('| step | wall (s) |', '| --- | ---: |');
    for (const step of steps.steps) lines.push(`| ${step.label} | ${s(step.ms)} |`);
    lines.push('');
  }

  const files = new Map();
  for (const t of tests) {
    const f = files.get(t.file) ?? { tests: 0, wallMs: 0, browserMs: 0, serverMs: 0 };
    f.tests += 1;
    f.wallMs += t.wallMs;
    f.browserMs += t.browserMs;
    f.serverMs += t.serverMs;
    files.set(t.file, f);
  }
  const cpuHead = cpu ? ' browser CPU (s) | server CPU (s) |' : '';
  const cpuRule = cpu ? ' ---: | ---: |' : '';
  lines.push(
    `| spec file | tests | wall, summed (s) |${cpuHead}`,
    `| --- | ---: | ---: |${cpuRule}`,
  );
  const total = { tests: 0, wallMs: 0, browserMs: 0, serverMs: 0 };
  const rest = { tests: 0, wallMs: 0, browserMs: 0, serverMs: 0 };
  const row = (name, f) => {
    const cpuCells = cpu ? ` ${s(f.browserMs)} | ${s(f.serverMs)} |` : '';
    lines.push(`| ${name} | ${f.tests} | ${s(f.wallMs)} |${cpuCells}`);
  };
  const sorted = [...files].sort((a, b) => b[1].wallMs - a[1].wallMs);
  for (const [i, [file, f]] of sorted.entries()) {
    for (const key of Object.keys(total)) total[key] += f[key];
    if (i < shown) row(file, f);
    else for (const key of Object.keys(rest)) rest[key] += f[key];
  }
  if (sorted.length > shown) row(`${sorted.length - shown} other spec files`, rest);
  const cpuTotal = cpu ? ` **${s(total.browserMs)}** | **${s(total.serverMs)}** |` : '';
  lines.push(`| **all** | **${total.tests}** | **${s(total.wallMs)}** |${cpuTotal}`, '');

  lines.push(
    `| slowest ten tests | wall (s) | attempts |${cpuHead}`,
    `| --- | ---: | ---: |${cpuRule}`,
  );
  for (const t of [...tests].sort((a, b) => b.wallMs - a.wallMs).slice(0, 10)) {
    const cpuCells = cpu ? ` ${s(t.browserMs)} | ${s(t.serverMs)} |` : '';
    lines.push(
      `| ${t.file}:${t.line} ${escape(t.title)} | ${s(t.wallMs)} | ${t.attempts} |${cpuCells}`,
    );
  }
  return lines.join('\n');
}

function arg(name) {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const resultsPath = arg('--results') ?? '.e2e/results.json';
  const report = readJson(resultsPath);
  if (!report) {
    console.error(
      `No Playwright JSON report at ${resultsPath}: run npm test (or npx playwright test) first.`,
    );
    process.exit(1);
  }
  const files = arg('--files');
  const tables = timingTables(report, readJson(arg('--steps') ?? '.e2e/steps.json'), {
    files: files === undefined ? Infinity : Number(files),
  });
  console.log(tables);
  const section = arg('--write');
  if (section) {
    const doc = arg('--doc') ?? 'docs/testing.md';
    writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), `e2e-timings:${section}`, tables));
    console.log(`\nWrote section e2e-timings:${section} of ${doc}.`);
  }
}
