#!/usr/bin/env node
/**
 * Where one run's time went, from Playwright's JSON report (.e2e/results.json) and the step times
 * `npm test` writes (.e2e/steps.json): the steps, per spec file (tests, wall time summed over
 * attempts, CPU of the browser and of `next start`) and the slowest ten tests. The figures change
 * from run to run, so they live in a generated page with the run's date and commit
 * (docs/figures/test-times.md); docs/testing.md keeps the reasons ("Where the time goes").
 *
 *   node scripts/test/e2eTimings.mjs                      print the tables
 *   node scripts/test/e2eTimings.mjs --write              also write docs/figures/test-times.md
 *   node scripts/test/e2eTimings.mjs --write --run 'CI=true npm test'   say what was run
 *   node scripts/test/e2eTimings.mjs --results <results.json> --steps <steps.json> --out <page.md>
 *   node scripts/test/e2eTimings.mjs --files 12           the 12 slowest spec files, the rest in one row
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { figuresPage } from './testTimesPage.mjs';

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

/** Hangul, CJK and full-width forms take two columns; combining marks none (as Prettier counts). */
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/gu;
const displayWidth = (text) =>
  text.replace(/\p{Mn}/gu, '').length + (text.match(WIDE)?.length ?? 0);

/**
 * A Markdown table with its columns padded, so the file reads as a table in a plain editor too.
 * `align` has one 'l' or 'r' per column.
 */
export function markdownTable(head, rows, align) {
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, i) => Math.max(3, ...cells.map((row) => displayWidth(row[i]))));
  const pad = (text, i) => {
    const fill = ' '.repeat(widths[i] - displayWidth(text));
    return align[i] === 'r' ? fill + text : text + fill;
  };
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(cells[0]), `| ${rule.join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}

/** What one run was, in numbers: tests, outcomes, wall times, workers, cores, load. */
export function runSummary(report, steps) {
  const listed = collectTests(report);
  // A run of some spec files still lists the others' tests, without attempts.
  const ran = listed.filter((t) => t.attempts > 0);
  const stats = report.stats ?? {};
  return {
    ran: ran.length,
    listed: listed.length,
    passed: stats.expected ?? 0,
    failed: stats.unexpected ?? 0,
    flaky: stats.flaky ?? 0,
    skipped: stats.skipped ?? 0,
    e2eMs: stats.duration ?? 0,
    startTime: stats.startTime,
    workers: report.config?.metadata?.actualWorkers ?? report.config?.workers,
    totalMs: steps?.totalMs,
    cores: steps?.cores,
    loadavg: steps?.loadavg,
  };
}

/** The summary as one line, for the terminal. */
function summaryLine(summary) {
  const parts = [
    `${summary.ran} tests run${summary.listed > summary.ran ? ` (of ${summary.listed})` : ''}`,
    `${summary.passed} passed`,
    `${summary.failed} failed`,
    `${summary.flaky} flaky`,
    `e2e wall ${s(summary.e2eMs)} s`,
    `${summary.workers ?? '?'} worker(s)`,
  ];
  if (summary.totalMs !== undefined) parts.push(`\`npm test\` wall ${s(summary.totalMs)} s`);
  if (summary.cores) parts.push(`${summary.cores} core(s) available`);
  if (summary.loadavg)
    parts.push(`load average at the end ${summary.loadavg.map((n) => n.toFixed(2)).join(', ')}`);
  return parts.join(' · ');
}

/**
 * The tables as Markdown blocks: `npm test`'s steps (when `steps` is given: what scripts/test/test.mjs
 * wrote), the spec files and the slowest ten tests. `files` keeps that many of the slowest spec
 * files and sums the rest into one row, for a short table.
 */
export function timingBlocks(report, steps, { files: shown = Infinity } = {}) {
  const tests = collectTests(report).filter((t) => t.attempts > 0);
  const cpu = tests.some((t) => t.hasCpu);
  const stepsTable = steps?.steps?.length
    ? markdownTable(
        ['step', 'wall (s)'],
        steps.steps.map((step) => [step.label, s(step.ms)]),
        ['l', 'r'],
      )
    : undefined;

  const zero = () => ({ tests: 0, wallMs: 0, browserMs: 0, serverMs: 0 });
  const files = new Map();
  for (const t of tests) {
    const f = files.get(t.file) ?? zero();
    f.tests += 1;
    f.wallMs += t.wallMs;
    f.browserMs += t.browserMs;
    f.serverMs += t.serverMs;
    files.set(t.file, f);
  }
  const cpuHead = cpu ? ['browser CPU (s)', 'server CPU (s)'] : [];
  const cpuAlign = cpu ? ['r', 'r'] : [];
  const cpuCells = (f, mark = (x) => x) => (cpu ? [mark(s(f.browserMs)), mark(s(f.serverMs))] : []);
  const total = zero();
  const rest = zero();
  const rows = [];
  const sorted = [...files].sort((a, b) => b[1].wallMs - a[1].wallMs);
  for (const [i, [file, f]] of sorted.entries()) {
    for (const key of Object.keys(total)) total[key] += f[key];
    if (i < shown) rows.push([file, f.tests, s(f.wallMs), ...cpuCells(f)]);
    else for (const key of Object.keys(rest)) rest[key] += f[key];
  }
  if (sorted.length > shown) {
    const name = `${sorted.length - shown} other spec files`;
    rows.push([name, rest.tests, s(rest.wallMs), ...cpuCells(rest)]);
  }
  const bold = (x) => `**${x}**`;
  rows.push([bold('all'), bold(total.tests), bold(s(total.wallMs)), ...cpuCells(total, bold)]);
  const filesTable = markdownTable(['spec file', 'tests', 'wall, summed (s)', ...cpuHead], rows, [
    'l',
    'r',
    'r',
    ...cpuAlign,
  ]);

  const slowest = [...tests].sort((a, b) => b.wallMs - a.wallMs).slice(0, 10);
  const slowestTable = markdownTable(
    ['slowest ten tests', 'wall (s)', 'attempts', ...cpuHead],
    slowest.map((t) => [
      `${t.file}:${t.line} ${escape(t.title)}`,
      s(t.wallMs),
      t.attempts,
      ...cpuCells(t),
    ]),
    ['l', 'r', 'r', ...cpuAlign],
  );
  return { steps: stepsTable, files: filesTable, slowest: slowestTable };
}

/** The summary line and the tables, for the terminal. */
export function timingTables(report, steps, options) {
  const blocks = timingBlocks(report, steps, options);
  return [summaryLine(runSummary(report, steps)), blocks.steps, blocks.files, blocks.slowest]
    .filter(Boolean)
    .join('\n\n');
}

/** The commit checked out, marked when the tree has changes other than this page. */
function currentCommit(out) {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const sha = git('rev-parse', '--short=12', 'HEAD');
    const changed = git('status', '--porcelain')
      .split('\n')
      .filter((line) => line && !line.endsWith(out));
    return changed.length ? `${sha} with uncommitted changes` : sha;
  } catch {
    return undefined;
  }
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
  const stepsPath = arg('--steps') ?? '.e2e/steps.json';
  let steps = readJson(stepsPath);
  // Steps written before this report's run began belong to an earlier `npm test`.
  const started = report.stats?.startTime ? Date.parse(report.stats.startTime) : undefined;
  if (steps && started && statSync(stepsPath).mtimeMs < started) {
    console.log(`${stepsPath} is older than ${resultsPath}: its steps are left out.`);
    steps = undefined;
  }
  const filesArg = arg('--files');
  const files = filesArg === undefined ? Infinity : Number(filesArg);
  console.log(timingTables(report, steps, { files }));
  if (process.argv.includes('--write')) {
    const out = arg('--out') ?? 'docs/figures/test-times.md';
    const page = figuresPage(runSummary(report, steps), timingBlocks(report, steps, { files }), {
      run: arg('--run') ?? (steps ? '`npm test`' : 'Playwright alone (no `npm test` steps)'),
      commit: currentCommit(out),
      node: process.version,
      machine: { cores: availableParallelism(), loadavg: loadavg() },
    });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, page);
    console.log(`\nWrote ${out}.`);
  }
}
