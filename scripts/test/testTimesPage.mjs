/**
 * The generated page of one run's test times, docs/figures/test-times.md (written by
 * `node scripts/test/e2eTimings.mjs --write`): the figures change from run to run, so they live in a
 * page that carries the run's date, commit and machine, and docs/testing.md links it.
 */

const s = (ms) => (ms / 1000).toFixed(1);

/** An ISO time as `2026-01-31 14:05 UTC`. */
const utcMinute = (iso) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * docs/figures/test-times.md: what was run, when, on which commit and machine, then the tables.
 * `summary` and `blocks` are scripts/test/e2eTimings.mjs's runSummary and timingBlocks of the run;
 * `run` says what was run (`CI=true npm test`, or a part of the suite, said as such); `commit`,
 * `node` and `machine` ({ cores, loadavg }, used when no steps file says) come from the caller.
 */
export function figuresPage(summary, blocks, { run, commit, node, machine = {} } = {}) {
  const cores = summary.cores ?? machine.cores;
  const load = summary.loadavg ?? machine.loadavg;
  const listed = summary.listed > summary.ran ? ` (of ${summary.listed} listed)` : '';
  const outcome = [
    `${summary.ran} run${listed}`,
    `${summary.passed} passed`,
    `${summary.failed} failed`,
    `${summary.flaky} flaky`,
  ];
  const wall = [`end-to-end step ${s(summary.e2eMs)} s`];
  if (summary.totalMs !== undefined)
    wall.unshift(`whole run ${(summary.totalMs / 60000).toFixed(1)} min`);
  const loadText = load ? load.map((n) => n.toFixed(2)).join(', ') : 'unknown';
  const loadWhen = summary.loadavg ? 'at the end of the run' : 'when this page was written';
  const lines = [
    '# Test times',
    '',
    'One run of the suite, written by `node scripts/test/e2eTimings.mjs --write` from `.e2e/results.json`',
    'and `.e2e/steps.json`: regenerate it after a full `npm test` rather than editing it. Why the',
    'suite is arranged as it is: docs/testing.md, "Where the time goes".',
    '',
    `- **Run**: ${run ?? 'unknown'}`,
    `- **Date**: ${summary.startTime ? utcMinute(summary.startTime) : 'unknown'}`,
    `- **Commit**: ${commit ?? 'unknown'}`,
    `- **Machine**: ${cores ?? '?'} core(s) available, load average ${loadText} ${loadWhen}${
      node ? `, Node.js ${node}` : ''
    }`,
    `- **Tests**: ${outcome.join(' · ')}; ${summary.workers ?? '?'} Playwright worker(s)`,
    `- **Wall time**: ${wall.join(', ')}`,
    '',
  ];
  if (blocks.steps) lines.push('## Steps of `npm test`', '', blocks.steps, '');
  lines.push('## Spec files', '', blocks.files, '', '## Slowest ten tests', '', blocks.slowest, '');
  lines.push(
    'Wall times are summed over attempts. CPU is read from `/proc` around each test',
    "(`e2e/support/test.ts`): the browser's is the test's own, the server's is shared by the",
    'workers. Figures from a busy machine measure the machine as much as the suite.',
    '',
  );
  return lines.join('\n');
}
