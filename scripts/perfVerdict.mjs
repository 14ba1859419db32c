/**
 * The lab guards of `npm run perf` (scripts/perf.mjs; CONTRACT 12: performance is judged in the
 * field, the lab only guards against regressions) and how it judges a Lighthouse page: TBT against
 * the baseline's page of the same kind, and only when the run's own noise allows it. The control
 * (a second server of the baseline build) is judged against the baseline by the same relative
 * budgets; when it misses them the run cannot tell the site's differences from noise, and only the
 * budgets that do not move with the machine count.
 */

/** `overBaseline` / `belowBaseline`: the most the site may differ from the baseline's page. */
export const budgets = {
  jsOverBaseline: { home: 30 * 1024, marketing: 25 * 1024, consent: 15 * 1024 },
  lighthouse: {
    performance: 90,
    tbtOverBaseline: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0.1,
  },
  homeFontsKo: 250 * 1024,
  /** Event Timing duration of each listed interaction, median of the runs, CPU 4× slower. */
  interactionMs: 200,
};

/** Bytes as the tables and messages show them. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The budget that is a difference from the baseline's page: total blocking time.
 * @param {{ tbt: number }} page
 * @param {{ tbt: number }} base
 * @param {{ tbtOverBaseline: number }} budget
 * @returns {string[]}
 */
export function relativeMisses(page, base, budget) {
  return page.tbt > base.tbt + budget.tbtOverBaseline
    ? [
        `TBT ${Math.round(page.tbt)} ms > baseline ${Math.round(base.tbt)} ms + ${budget.tbtOverBaseline} ms`,
      ]
    : [];
}

/**
 * The budgets that do not move with the machine (SEO only on indexable pages; fonts only where a
 * font budget is given, the first view of the Korean home). The performance score moves with it,
 * but CONTRACT 12 asks ≥ 90 of every page measured, whatever the machine.
 * @param {{ performance: number, accessibility: number, bestPractices: number, seo: number, cls: number, fontBytes: number }} page
 * @param {{ performance: number, accessibility: number, bestPractices: number, seo: number, cls: number }} budget
 * @param {{ indexable: boolean, fontBytes?: number }} options
 * @returns {string[]}
 */
export function absoluteMisses(page, budget, { indexable, fontBytes }) {
  const misses = [];
  if (page.performance < budget.performance)
    misses.push(`performance ${page.performance} < ${budget.performance}`);
  if (page.accessibility < budget.accessibility)
    misses.push(`accessibility ${page.accessibility} < ${budget.accessibility}`);
  if (page.bestPractices < budget.bestPractices)
    misses.push(`best practices ${page.bestPractices} < ${budget.bestPractices}`);
  if (indexable && page.seo < budget.seo) misses.push(`SEO ${page.seo} < ${budget.seo}`);
  if (page.cls > budget.cls) misses.push(`CLS ${page.cls.toFixed(3)} > ${budget.cls}`);
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
      : `inconclusive (${relative.length ? 'over' : 'within'} the relative budgets)`;
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
