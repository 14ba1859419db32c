/**
 * The lab guards of `npm run perf` and the rules that judge them (docs/performance.md, "Lab
 * guards"). Every figure that moves with the machine is compared with the bare app's page of the
 * same kind measured just before it, run by run: the score as a difference, TBT and main-thread
 * work as ratios; the medians of those per-run comparisons are judged. The control compares two
 * measurements of the bare app's home in the same rounds: when they differ by more than the
 * headroom the guards leave, the run cannot tell the site's differences from noise, and only the
 * guards that do not move with the machine count.
 */

/** The most a site page may differ from the bare app's page of its kind. */
export const guards = {
  /** First-load JavaScript (gzip bytes) over the bare app's. */
  jsOverBaseline: { home: 30 * 1024, marketing: 25 * 1024, consent: 15 * 1024 },
  /** Lighthouse mobile performance score: at most this many points under the bare app's. */
  scoreBelowBaseline: { home: 25, marketing: 20, consent: 20 },
  /** Total blocking time: at most this multiple of the bare app's. */
  tbtRatio: { home: 4.5, marketing: 3, consent: 2.5 },
  /** Main-thread work (Lighthouse's breakdown, all categories): at most this multiple. */
  mainThreadRatio: { home: 4, marketing: 2.5, consent: 2 },
  cls: 0.1,
  homeFontsKo: 250 * 1024,
  /**
   * Event Timing duration of each listed interaction beyond the bare app's unhandled click in the
   * same round, median, at the phone's CPU slowdown.
   */
  interactionMs: 200,
  /** How far the bare app may differ from itself for a run to judge the relative guards. */
  noise: { score: 8, ratio: 1.35 },
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
 * Each run of a page against the bare app's run measured beside it, and their medians.
 * @param {{ performance: number, tbt: number, mainThread: number }[]} pageRuns
 * @param {{ performance: number, tbt: number, mainThread: number }[]} bareRuns same rounds
 */
export function compareRuns(pageRuns, bareRuns) {
  const runs = pageRuns.map((page, i) => ({
    score: page.performance - bareRuns[i].performance,
    tbt: round2(Math.max(page.tbt, tbtFloorMs) / Math.max(bareRuns[i].tbt, tbtFloorMs)),
    mainThread: round2(page.mainThread / bareRuns[i].mainThread),
  }));
  return {
    runs,
    score: median(runs.map((r) => r.score)),
    tbt: round2(median(runs.map((r) => r.tbt))),
    mainThread: round2(median(runs.map((r) => r.mainThread))),
  };
}

/**
 * The relative guards a page misses.
 * @param {{ score: number, tbt: number, mainThread: number }} compared medians of compareRuns
 * @param {'home' | 'marketing' | 'consent'} kind
 * @returns {string[]}
 */
export function relativeMisses(compared, kind) {
  const misses = [];
  if (compared.score < -guards.scoreBelowBaseline[kind])
    misses.push(`score ${compared.score} points < bare app −${guards.scoreBelowBaseline[kind]}`);
  if (compared.tbt > guards.tbtRatio[kind])
    misses.push(`TBT ${compared.tbt}× the bare app's > ${guards.tbtRatio[kind]}×`);
  if (compared.mainThread > guards.mainThreadRatio[kind])
    misses.push(
      `main-thread work ${compared.mainThread}× the bare app's > ${guards.mainThreadRatio[kind]}×`,
    );
  return misses;
}

/**
 * Where the bare app measured twice differs from itself by more than the guards' headroom.
 * @param {{ score: number, tbt: number, mainThread: number }} control medians of compareRuns
 * @returns {string[]}
 */
export function noiseMisses(control) {
  const { score, ratio } = guards.noise;
  const misses = [];
  if (Math.abs(control.score) > score) misses.push(`score ${control.score} points (±${score})`);
  for (const [name, value] of [
    ['TBT', control.tbt],
    ['main-thread work', control.mainThread],
  ])
    if (value > ratio || value < 1 / ratio)
      misses.push(`${name} ${value}× (within ${round2(1 / ratio)}-${ratio}×)`);
  return misses;
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
 * The listed interactions over their budget.
 * @param {Record<string, number>} medians Event Timing duration (ms) per interaction
 * @param {number} budget
 * @returns {string[]}
 */
export function interactionMisses(medians, budget) {
  return Object.entries(medians)
    .filter(([, ms]) => ms > budget)
    .map(([name, ms]) => `${name} ${ms} ms > ${budget} ms`);
}
