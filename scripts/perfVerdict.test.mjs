import { absoluteMisses, budgets, judgePage, relativeMisses } from './perfVerdict.mjs';

const budget = budgets.lighthouse;
const base = { performance: 90, tbt: 300, lcp: 2000 };

describe('relativeMisses', () => {
  it('allows exactly the budgets: 3 points, 100 ms of TBT, 500 ms of LCP', () => {
    expect(relativeMisses({ performance: 87, tbt: 400, lcp: 2500 }, base, budget)).toEqual([]);
  });
  it('names each budget missed, with both figures', () => {
    expect(relativeMisses({ performance: 86, tbt: 401, lcp: 2501 }, base, budget)).toEqual([
      'performance 86 < baseline 90 − 3',
      'TBT 401 ms > baseline 300 ms + 100 ms',
      'LCP 2501 ms > baseline 2000 ms + 500 ms',
    ]);
  });
});

describe('absoluteMisses', () => {
  const perfect = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0, fontBytes: 0 };
  it('judges SEO on indexable pages only', () => {
    expect(absoluteMisses({ ...perfect, seo: 54 }, budget, { indexable: false })).toEqual([]);
    expect(absoluteMisses({ ...perfect, seo: 54 }, budget, { indexable: true })).toEqual([
      'SEO 54 < 100',
    ]);
  });
  it('judges accessibility, best practices and layout shift', () => {
    expect(
      absoluteMisses({ ...perfect, accessibility: 96, bestPractices: 92, cls: 0.05 }, budget, {
        indexable: true,
      }),
    ).toEqual(['accessibility 96 < 100', 'best practices 92 < 100', 'CLS 0.050 > 0.02']);
  });
  it('judges the fonts only where a font budget is given, up to exactly that budget', () => {
    const heavy = { ...perfect, fontBytes: 300 * 1024 };
    expect(absoluteMisses(heavy, budget, { indexable: true })).toEqual([]);
    expect(
      absoluteMisses({ ...perfect, fontBytes: 250 * 1024 }, budget, {
        indexable: true,
        fontBytes: budgets.homeFontsKo,
      }),
    ).toEqual([]);
    expect(
      absoluteMisses(heavy, budget, { indexable: true, fontBytes: budgets.homeFontsKo }),
    ).toEqual(['fonts 300.0 kB > 250.0 kB']);
  });
});

describe('judgePage', () => {
  const relative = ['performance 80 < baseline 90 − 3'];
  it('in a quiet run, a relative miss fails the page', () => {
    expect(judgePage({ relative, absolute: [], conclusive: true })).toEqual({
      misses: relative,
      verdict: '**missed**',
    });
    expect(judgePage({ relative: [], absolute: [], conclusive: true })).toEqual({
      misses: [],
      verdict: 'ok',
    });
  });
  it('in a run the control calls too noisy, relative misses neither fail nor pass the page', () => {
    expect(judgePage({ relative, absolute: [], conclusive: false })).toEqual({
      misses: [],
      verdict: 'inconclusive (over the relative budgets)',
    });
    expect(judgePage({ relative: [], absolute: [], conclusive: false })).toEqual({
      misses: [],
      verdict: 'inconclusive (within the relative budgets)',
    });
  });
  it('in a noisy run, the budgets that do not move with the machine still fail the page', () => {
    expect(judgePage({ relative, absolute: ['CLS 0.050 > 0.02'], conclusive: false })).toEqual({
      misses: ['CLS 0.050 > 0.02'],
      verdict: '**missed**',
    });
  });
});
