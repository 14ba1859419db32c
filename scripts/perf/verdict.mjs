/**
 * The lab's rules (docs/performance.md), pure functions: the Lighthouse guards as
 * Lighthouse CI assertions set from the bare app's medians of the same run, the first-load JS
 * budgets, the phone's CPU slowdown, and the interactions' verdict.
 */

/** The most a site page may differ from the bare app's page of its kind. */
export const guards = {
  /** First-load JavaScript (gzip bytes) over the bare app's page of the kind. */
  jsOverBare: { home: 30 * 1024, marketing: 25 * 1024, consent: 15 * 1024 },
  /** Lighthouse mobile score (points) below the bare app's: wall time, gross regressions only. */
  scoreBelowBare: 30,
  /**
   * Total blocking time, a multiple of the bare app's, which counts as at least `tbtFloorMs`: on a
   * quiet host the bare home's fell to 48 ms while the site's stayed above 500.
   */
  tbtRatio: 6,
  tbtFloorMs: 150,
  /**
   * Lighthouse's main-thread work (wall time), a multiple of the bare app's: gross regressions
   * only (a busy host's clean FAQ page measured 2.9×, its home 3.0×).
   */
  mainThreadRatio: 4,
  cls: 0.1,
  /** Fonts on the first view of `/ko` (system fonts: docs/performance.md). */
  homeFontBytes: 250 * 1024,
  /** Each interaction as Chrome's INP counts it, at the phone's CPU: every round, and the median. */
  interactionEveryRunMs: 200,
  interactionMedianMs: 100,
};

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The CPU slowdown that makes this host's browser about as fast as a mid-range phone, from
 * Lighthouse's `benchmarkIndex` and its throttling guide's mapping to its Moto G4-class target:
 * 150 → 1×, 800 → 2×, 1300 → 3×, then one more × every 233. Never a speed-up; a tenth's precision.
 */
export function cpuSlowdownFor(/** @type {number} */ benchmarkIndex) {
  const rate =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(rate * 10) / 10);
}

/**
 * An interaction's latency as INP counts it: the longest Event Timing entry of the interaction,
 * with web.dev's parts: input delay (to its first handler), processing (first handler's start to
 * the last one's end) and presentation (the rest, to the frame that showed it). No entry: under
 * the 16 ms threshold, counted 0.
 * @param {{ interactionId: number, duration: number, startTime: number, processingStart: number,
 * processingEnd: number }[]} entries
 */
export function breakdown(entries) {
  if (!entries.length) return { duration: 0, delay: 0, processing: 0, presentation: 0 };
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const group = entries.filter((e) => e.interactionId === longest.interactionId);
  const firstHandler = Math.min(...group.map((e) => e.processingStart));
  const lastHandler = Math.max(...group.map((e) => e.processingEnd));
  return {
    duration: longest.duration,
    delay: Math.round(firstHandler - Math.min(...group.map((e) => e.startTime))),
    processing: Math.round(lastHandler - firstHandler),
    presentation: Math.max(0, Math.round(longest.startTime + longest.duration - lastHandler)),
  };
}

/**
 * An interaction's misses: any round over the every-run bound, a median over the median bound.
 * @param {number[]} durations ms, one per round
 */
export function interactionMisses(durations) {
  const misses = [];
  const over = durations.filter((d) => d > guards.interactionEveryRunMs);
  if (over.length) misses.push(`${over.join(', ')} ms > ${guards.interactionEveryRunMs} ms`);
  const mid = median(durations);
  if (mid > guards.interactionMedianMs)
    misses.push(`median ${mid} ms > ${guards.interactionMedianMs} ms`);
  return misses;
}

/**
 * An interaction's misses and its table row. The bare app's click (`control`) is shown, not
 * judged; a link that loads another document (`leaves`) may take the page away before its entry
 * is reported: with no entry in any round, it is said so, not judged.
 * @param {string} name
 * @param {(ReturnType<typeof breakdown> & { error?: string })[]} results one per round
 * @param {boolean} [leaves]
 */
export function judgeInteraction(name, results, leaves) {
  const failed = results.filter((r) => r.error);
  const measured = results.filter((r) => !r.error);
  const durations = measured.map((r) => r.duration);
  const gone = leaves && durations.every((d) => d === 0);
  const misses = name === 'control' || gone ? [] : interactionMisses(durations);
  if (failed.length) misses.push(`${failed.length} round(s) not measured: ${failed[0]?.error}`);
  let verdict = misses.length ? '**missed**' : 'ok';
  if (gone) verdict = 'no entry: the page was left';
  if (name === 'control') verdict = '(the bare app, not judged)';
  const parts = /** @type {const} */ (['delay', 'processing', 'presentation']).map((k) =>
    median(measured.map((r) => r[k])),
  );
  const rounds = results.map((r) => (r.error ? 'n/a' : r.duration)).join(', ');
  const row = [name, `${median(durations)} ms`, rounds, ...parts, verdict];
  return { misses, row };
}

/**
 * What the bare app's own click says about the median bound: nothing while it leaves room.
 * @param {number[]} durations the control's, one per round
 */
export function controlNote(durations) {
  const mid = median(durations);
  return mid >= guards.interactionMedianMs / 2
    ? `the bare app's own unhandled click took ${mid} ms (median) at this slowdown: it leaves ${Math.max(0, guards.interactionMedianMs - mid)} ms of the ${guards.interactionMedianMs} ms median bound to the site's own work`
    : '';
}

/**
 * One Lighthouse run's figures.
 * @param {any} lhr a Lighthouse result
 */
export function lhrFigures(lhr) {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    mainThread: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const exactly = (/** @type {string} */ url) => `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/**
 * The Lighthouse CI assertions (`lhci assert`, medians of the runs) of each site page, bounded by
 * the bare app's medians of its kind in the same run.
 * @param {{ url: string, kind: 'home' | 'marketing' | 'consent', fonts?: boolean }[]} pages site
 *   pages by their final URL
 * @param {Record<string, { score: number, tbt: number, mainThread: number }>} bare medians by kind
 */
export function assertions(pages, bare) {
  return {
    assertMatrix: pages.map(({ url, kind, fonts }) => ({
      matchingUrlPattern: exactly(url),
      aggregationMethod: 'median',
      assertions: {
        'categories:performance': [
          'error',
          { minScore: Math.max(0, bare[kind].score - guards.scoreBelowBare) / 100 },
        ],
        'total-blocking-time': [
          'error',
          { maxNumericValue: guards.tbtRatio * Math.max(bare[kind].tbt, guards.tbtFloorMs) },
        ],
        'mainthread-work-breakdown': [
          'error',
          { maxNumericValue: Math.round(guards.mainThreadRatio * bare[kind].mainThread) },
        ],
        'cumulative-layout-shift': ['error', { maxNumericValue: guards.cls }],
        ...(fonts && {
          'resource-summary:font:size': ['error', { maxNumericValue: guards.homeFontBytes }],
        }),
      },
    })),
  };
}

/**
 * A Markdown table.
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
export const table = (head, rows) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
