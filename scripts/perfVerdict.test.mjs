import {
  absoluteMisses,
  budgets,
  interactionMisses,
  judgePage,
  relativeMisses,
} from './perfVerdict.mjs';

const budget = budgets.lighthouse;
const base = { tbt: 300 };

describe('relativeMisses', () => {
  it('allows exactly 100 ms of TBT over the baseline, and names a miss with both figures', () => {
    expect(relativeMisses({ tbt: 400 }, base, budget)).toEqual([]);
    expect(relativeMisses({ tbt: 401 }, base, budget)).toEqual([
      'TBT 401 ms > baseline 300 ms + 100 ms',
    ]);
  });
});

describe('absoluteMisses', () => {
  const perfect = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    fontBytes: 0,
  };
  it('asks a performance score of 90 whatever the baseline scored', () => {
    expect(absoluteMisses({ ...perfect, performance: 90 }, budget, { indexable: true })).toEqual(
      [],
    );
    expect(absoluteMisses({ ...perfect, performance: 89 }, budget, { indexable: true })).toEqual([
      'performance 89 < 90',
    ]);
  });
  it('judges SEO on indexable pages only', () => {
    expect(absoluteMisses({ ...perfect, seo: 54 }, budget, { indexable: false })).toEqual([]);
    expect(absoluteMisses({ ...perfect, seo: 54 }, budget, { indexable: true })).toEqual([
      'SEO 54 < 100',
    ]);
  });
  it('judges accessibility, best practices and layout shift', () => {
    expect(
      absoluteMisses({ ...perfect, accessibility: 96, bestPractices: 92, cls: 0.11 }, budget, {
        indexable: true,
      }),
    ).toEqual(['accessibility 96 < 100', 'best practices 92 < 100', 'CLS 0.110 > 0.1']);
    expect(absoluteMisses({ ...perfect, cls: 0.1 }, budget, { indexable: true })).toEqual([]);
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
  const relative = ['TBT 401 ms > baseline 300 ms + 100 ms'];
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
    expect(judgePage({ relative, absolute: ['CLS 0.110 > 0.1'], conclusive: false })).toEqual({
      misses: ['CLS 0.110 > 0.1'],
      verdict: '**missed**',
    });
  });
});

describe('interactionMisses', () => {
  it('allows exactly 200 ms and names each interaction over it', () => {
    expect(interactionMisses({ drawer: 200, submit: 136 }, budgets.interactionMs)).toEqual([]);
    expect(interactionMisses({ drawer: 208, submit: 136 }, budgets.interactionMs)).toEqual([
      'drawer 208 ms > 200 ms',
    ]);
  });
});
