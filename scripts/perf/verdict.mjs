/**
 * The lab guards of `npm run perf` and the rules that judge them (docs/performance.md, "Lab
 * guards"). Every figure that moves with the machine is compared with the bare app's page of the
 * same kind measured just before it, run by run: the main thread's CPU time (from the trace) as a
 * ratio, which decides; the score as a difference and TBT as a ratio, wall-time figures, with
 * bounds that only catch gross regressions; the medians of those per-run comparisons are judged.
 * The control compares two measurements of the bare app's home in the same rounds on CPU time:
 * when they differ by more than the headroom the CPU guard leaves, the run cannot tell the site's
 * differences from noise, and only the guards that do not move with the machine count.
 */

import { interactionBoundsMs } from './interactionBounds.mjs';

/** The most a site page may differ from the bare app's page of its kind. */
export const guards = {
  /** First-load JavaScript (gzip bytes) over the bare app's. */
  jsOverBaseline: { home: 30 * 1024, marketing: 25 * 1024, consent: 15 * 1024 },
  /**
   * The main thread's CPU time over the load (thread time of its tasks in Lighthouse's trace): at
   * most this multiple of the bare app's. The guard that decides: CPU time hardly stretches when
   * other processes take the cores.
   */
  cpuRatio: { home: 2.6, marketing: 2.4, consent: 2.4 },
  /** Lighthouse mobile performance score (wall time): gross regressions only. */
  scoreBelowBaseline: { home: 30, marketing: 30, consent: 30 },
  /** Total blocking time (wall time): gross regressions only. */
  tbtRatio: { home: 6, marketing: 6, consent: 6 },
  cls: 0.1,
  homeFontsKo: 250 * 1024,
  /**
   * Each listed interaction at the phone's CPU slowdown: the main thread's CPU time in tasks over
   * the input and the 800 ms after it, beyond the bare app's unhandled click in the same round
   * (median of the rounds), at most its own bound, set from its clean medians on record.
   */
  interactionCpuMs: interactionBoundsMs,
  /**
   * How far the bare app's CPU time may differ from itself for a run to judge the relative guards:
   * less than the headroom between the home page's clean ratio and its bound.
   */
  noise: { cpuRatio: 1.15 },
};

/**
 * The bare app's TBT below which a ratio means nothing: on a fast host its few tasks hardly
 * cross 50 ms, and a ratio to 5 ms would fail the site for the host's speed.
 */
export const tbtFloorMs = 50;

/** Bytes as the tables and messages show them. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const round2 = (n) => Math.round(n * 100) / 100;

/**
 * @typedef {{ performance: number, tbt: number, mainThread: number, mainThreadCpu: number }} Run
 * @typedef {{ score: number, tbt: number, mainThread: number, cpu: number }} Compared
 */

/**
 * Each run of a page against the bare app's run measured beside it, and their medians. Wall
 * main-thread work is compared too, reported and not judged.
 * @param {Run[]} pageRuns
 * @param {Run[]} bareRuns same rounds
 * @returns {Compared & { runs: Compared[] }}
 */
export function compareRuns(pageRuns, bareRuns) {
  const runs = pageRuns.map((page, i) => ({
    score: page.performance - bareRuns[i].performance,
    tbt: round2(Math.max(page.tbt, tbtFloorMs) / Math.max(bareRuns[i].tbt, tbtFloorMs)),
    mainThread: round2(page.mainThread / bareRuns[i].mainThread),
    cpu: round2(page.mainThreadCpu / bareRuns[i].mainThreadCpu),
  }));
  const mid = (key) => round2(median(runs.map((r) => r[key])));
  return {
    runs,
    score: median(runs.map((r) => r.score)),
    tbt: mid('tbt'),
    mainThread: mid('mainThread'),
    cpu: mid('cpu'),
  };
}

/**
 * The relative guards a page misses.
 * @param {Compared} compared medians of compareRuns
 * @param {'home' | 'marketing' | 'consent'} kind
 * @returns {string[]}
 */
export function relativeMisses(compared, kind) {
  const misses = [];
  if (compared.cpu > guards.cpuRatio[kind])
    misses.push(`main-thread CPU time ${compared.cpu}× the bare app's > ${guards.cpuRatio[kind]}×`);
  if (compared.score < -guards.scoreBelowBaseline[kind])
    misses.push(`score ${compared.score} points < bare app −${guards.scoreBelowBaseline[kind]}`);
  if (compared.tbt > guards.tbtRatio[kind])
    misses.push(`TBT ${compared.tbt}× the bare app's > ${guards.tbtRatio[kind]}×`);
  return misses;
}

/**
 * Where the bare app measured twice differs from itself, on CPU time, by more than the guards'
 * headroom. Its wall-time figures are shown, not judged: they swing with the host's load.
 * @param {Compared} control medians of compareRuns
 * @returns {string[]}
 */
export function noiseMisses(control) {
  const ratio = guards.noise.cpuRatio;
  return control.cpu > ratio || control.cpu < 1 / ratio
    ? [`main-thread CPU time ${control.cpu}× (within ${round2(1 / ratio)}-${ratio}×)`]
    : [];
}

/**
 * The guards that do not move with the machine: layout shift, and the fonts where a font budget
 * is given (the first view of the Korean home).
 * @param {{ cls: number, fontBytes: number }} page medians over the runs
 * @param {{ fontBytes?: number }} options
 * @returns {string[]}
 */
export function absoluteMisses(page, { fontBytes } = {}) {
  const misses = [];
  if (page.cls > guards.cls) misses.push(`CLS ${page.cls.toFixed(3)} > ${guards.cls}`);
  if (fontBytes !== undefined && page.fontBytes > fontBytes)
    misses.push(`fonts ${kb(page.fontBytes)} > ${kb(fontBytes)}`);
  return misses;
}

/**
 * A page's misses and the word the table shows for it.
 * @param {{ relative: string[], absolute: string[], conclusive: boolean }} judged
 * @returns {{ misses: string[], verdict: string }}
 */
export function judgePage({ relative, absolute, conclusive }) {
  const misses = [...(conclusive ? relative : []), ...absolute];
  const verdict = misses.length
    ? '**missed**'
    : conclusive
      ? 'ok'
      : `inconclusive (${relative.length ? 'over' : 'within'} the relative guards)`;
  return { misses, verdict };
}

/**
 * An interaction's runs against the bare app's unhandled click of the same rounds: the main
 * thread's CPU time beyond the click's, divided by the round's CPU slowdown (judged), and the
 * Event Timing duration beyond the click's (reported: wall time, which a busy host stretches),
 * each run's and their medians. Chromium's throttling spins on the main thread inside each task
 * for (slowdown − 1) × its work, so a task's CPU time is the slowdown times the host's: divided, it
 * is the same work whatever slowdown the round's benchmark chose (docs/performance.md,
 * "Interactions on a busy host").
 * @param {{ cpu: number, duration: number }[]} runs
 * @param {{ floorCpu: number, floor: number, rate: number }[]} rounds the same rounds, in order
 */
export function compareInteraction(runs, rounds) {
  const over = runs.map((run, i) => ({
    cpu: Math.round((run.cpu - rounds[i].floorCpu) / rounds[i].rate),
    duration: run.duration - rounds[i].floor,
  }));
  return {
    runs: over,
    cpu: median(over.map((r) => r.cpu)),
    duration: median(over.map((r) => r.duration)),
  };
}

/**
 * The listed interactions whose CPU time beyond the bare click (unthrottled) is over their bound,
 * and any without a bound (it has no clean figures on record to set one from).
 * @param {Record<string, { cpu: number }>} compared medians of compareInteraction, by name
 * @param {Record<string, number>} bounds ms, by name
 * @returns {string[]}
 */
export function interactionMisses(compared, bounds = guards.interactionCpuMs) {
  return Object.entries(compared).flatMap(([name, { cpu }]) => {
    const bound = bounds[name];
    if (bound === undefined) {
      return [`${name}: no bound (add its clean medians to scripts/perf/interactionBounds.mjs)`];
    }
    return cpu > bound
      ? [
          `${name}: main-thread CPU time ${cpu} ms beyond the bare click, unthrottled, > ${bound} ms`,
        ]
      : [];
  });
}
