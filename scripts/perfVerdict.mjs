/**
 * The budgets of `npm run perf` (scripts/perf.mjs) and how it judges a Lighthouse page: against
 * the baseline's page of the same kind, and only when the run's own noise allows it. The control
 * (a second server of the baseline build) is judged against the baseline by the same relative
 * budgets; when it misses them the run cannot tell the site's differences from noise, and only the
 * budgets that do not move with the machine count.
 */

/** `overBaseline` / `belowBaseline`: the most the site may differ from the baseline's page. */
export const budgets = {
  jsOverBaseline: { home: 30 * 1024, marketing: 25 * 1024, consent: 15 * 1024 },
  lighthouse: {
    performanceBelowBaseline: 3,
    tbtOverBaseline: 100,
    lcpOverBaseline: 500,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0.02,
  },
  homeFontsKo: 250 * 1024,
};

/** Bytes as the tables and messages show them. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The budgets that are differences from the baseline's page.
 * @param {{ performance: number, tbt: number, lcp: number }} page
 * @param {{ performance: number, tbt: number, lcp: number }} base
 * @param {{ performanceBelowBaseline: number, tbtOverBaseline: number, lcpOverBaseline: number }} budget
 * @returns {string[]}
 */
export function relativeMisses(page, base, budget) {
  const misses = [];
  if (page.performance < base.performance - budget.performanceBelowBaseline)
    misses.push(
      `performance ${page.performance} < baseline ${base.performance} − ${budget.performanceBelowBaseline}`,
    );
  if (page.tbt > base.tbt + budget.tbtOverBaseline)
    misses.push(
      `TBT ${Math.round(page.tbt)} ms > baseline ${Math.round(base.tbt)} ms + ${budget.tbtOverBaseline} ms`,
    );
  if (page.lcp > base.lcp + budget.lcpOverBaseline)
    misses.push(
      `LCP ${Math.round(page.lcp)} ms > baseline ${Math.round(base.lcp)} ms + ${budget.lcpOverBaseline} ms`,
    );
  return misses;
}

/**
 * The budgets that do not move with the machine (SEO only on indexable pages; fonts only where a
 * font budget is given, the first view of the Korean home).
 * @param {{ accessibility: number, bestPractices: number, seo: number, cls: number, fontBytes: number }} page
 * @param {{ accessibility: number, bestPractices: number, seo: number, cls: number }} budget
 * @param {{ indexable: boolean, fontBytes?: number }} options
 * @returns {string[]}
 */
export function absoluteMisses(page, budget, { indexable, fontBytes }) {
  const misses = [];
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
