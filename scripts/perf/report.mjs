/**
 * The Markdown tables `npm run perf` prints and writes into docs/figures/lab.md: each figure with
 * every run beside its median, so the spread of the run is read where the verdict is.
 */
import { guards, kb, median } from './verdict.mjs';

const spread = (values) => `${median(values)} (${Math.min(...values)} to ${Math.max(...values)})`;

/** First-load JS of each route against the bare app's page of its kind. */
export function jsTable(rows, bareJs) {
  return [
    '## First-load JavaScript (gzip)',
    '',
    `The non-noModule \`<script src>\` of the served HTML. Bare app: home ${kb(bareJs.home)}, company ${kb(bareJs.marketing)}, consent ${kb(bareJs.consent)}.`,
    '',
    '| route | kind | scripts | first-load JS | over the bare app | budget | |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.kind} | ${r.scripts} | ${kb(r.bytes)} | +${kb(r.bytes - bareJs[r.kind])} | ${kb(r.budget)} | ${r.ok ? 'ok' : '**over**'} |`,
    ),
  ];
}

/** Lighthouse: each page's runs against the bare app's, the control, and the host's benchmark. */
export function lighthouseTable({ rows, lh, control, noise, runs, bareLabel }) {
  const allRuns = Object.values(lh).flat();
  const perRun = (list, key) => list.map((r) => r[key]).join(', ');
  const comparedRow = (name, c, guard, verdict) =>
    `| ${name} | ${c.cpu}×${guard ? ` (≤ ${guard.cpu})` : ''} | ${perRun(c.runs, 'cpu')} | ${c.score}${guard ? ` (≥ −${guard.score})` : ''} | ${perRun(c.runs, 'score')} | ${c.tbt}×${guard ? ` (≤ ${guard.tbt})` : ''} | ${perRun(c.runs, 'tbt')} | ${c.mainThread}× | ${perRun(c.runs, 'mainThread')} | ${verdict} |`;
  const rawRow = (label) =>
    `| ${label} | ${perRun(lh[label], 'performance')} | ${perRun(lh[label], 'tbt')} | ${perRun(lh[label], 'mainThread')} | ${perRun(lh[label], 'mainThreadCpu')} | ${perRun(lh[label], 'longTaskCpu')} | ${median(lh[label].map((r) => r.cls)).toFixed(3)} | ${kb(median(lh[label].map((r) => r.fontBytes)))} |`;
  return [
    '',
    `## Lighthouse 12, mobile (${runs} rounds, each site page right after the bare app's page of its kind)`,
    '',
    `Host benchmark index over these runs: ${spread(allRuns.map((r) => r.benchmarkIndex))}. Each cell: the median of the per-run comparisons with the bare run beside it (guard in brackets), then every run's.`,
    '',
    '| page | main-thread CPU ÷ bare | runs | score − bare | runs | TBT ÷ bare | runs | main thread (wall, not judged) ÷ bare | runs | |',
    '| --- | ---: | --- | ---: | --- | ---: | --- | ---: | --- | --- |',
    ...rows.map(({ route, kind, compared, verdict }) =>
      comparedRow(
        route,
        compared,
        {
          cpu: guards.cpuRatio[kind],
          score: guards.scoreBelowBaseline[kind],
          tbt: guards.tbtRatio[kind],
        },
        verdict,
      ),
    ),
    comparedRow(
      'control (bare home ÷ bare home)',
      control,
      undefined,
      noise.length
        ? `**noise over the headroom**: ${noise.join('; ')}`
        : `within (CPU time ${guards.noise.cpuRatio}×; its wall figures not judged)`,
    ),
    '',
    "Every run (score, TBT ms, main-thread work ms, the main thread's CPU time in ms from the trace, and its part in tasks of at least 20 ms, not judged yet), CLS and fonts as medians:",
    '',
    '| page | score | TBT | main thread | main-thread CPU | in tasks ≥ 20 ms | CLS | fonts |',
    '| --- | --- | --- | --- | --- | --- | ---: | ---: |',
    ...['home', 'marketing', 'consent'].flatMap((kind) => [
      rawRow(bareLabel(kind)),
      ...rows.filter((r) => r.kind === kind).map((r) => rawRow(r.route)),
    ]),
    rawRow('control'),
  ];
}

/** The interactions: each round's benchmark, slowdown and click, each interaction's runs and parts. */
export function interactionTable({ measured, compared, runs }) {
  const bounds = guards.interactionCpuMs;
  return [
    '',
    `## Interactions (${runs} rounds at a mid-range phone's CPU)`,
    '',
    `Rounds (benchmark index → CPU slowdown; the bare app's unhandled click: its main-thread CPU time, its duration): ${measured.rounds.map((r) => `${r.benchmarkIndex} → ${r.rate}×, CPU ${r.floorCpu} ms, ${r.floor} ms`).join('; ')}. Judged: the main thread's CPU time in tasks over the input and 800 ms after it, minus its round's click's, divided by its round's slowdown (unthrottled), median. The Event Timing duration beyond the click is reported, not judged.`,
    '',
    '| interaction | CPU beyond the click, unthrottled | bound | runs | duration beyond the click | runs | input delay | processing | presentation | |',
    '| --- | ---: | ---: | --- | ---: | --- | ---: | ---: | ---: | --- |',
    ...Object.entries(measured.byName).map(([name, list]) => {
      const part = (key) => median(list.map((r) => r[key]));
      const c = compared[name];
      const perRun = (key) => c.runs.map((r) => r[key]).join(', ');
      const bound = bounds[name];
      const verdict = bound === undefined ? '**no bound**' : c.cpu > bound ? '**over**' : 'ok';
      return `| ${name} | ${c.cpu} ms | ${bound === undefined ? '–' : `${bound} ms`} | ${perRun('cpu')} | ${c.duration} ms | ${perRun('duration')} | ${part('delay')} | ${part('processing')} | ${part('presentation')} | ${verdict} |`;
    }),
    '',
    "Guard: every listed interaction's main-thread CPU time beyond the bare app's unhandled click, divided by the round's slowdown (median), at most its bound: half again its highest clean median on record (scripts/perf/interactionBounds.mjs).",
  ];
}
