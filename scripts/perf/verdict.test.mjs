import {
  absoluteMisses,
  compareRuns,
  guards,
  interactionMisses,
  judgePage,
  noiseMisses,
  relativeMisses,
  tbtFloorMs,
} from './verdict.mjs';

const run = (performance, tbt, mainThread) => ({ performance, tbt, mainThread });

describe('compareRuns', () => {
  it('compares each run with the bare run beside it, and takes the medians', () => {
    const compared = compareRuns(
      [run(80, 400, 3000), run(70, 900, 5000), run(85, 300, 2000)],
      [run(95, 200, 1500), run(90, 300, 2000), run(99, 100, 1000)],
    );
    expect(compared.runs).toEqual([
      { score: -15, tbt: 2, mainThread: 2 },
      { score: -20, tbt: 3, mainThread: 2.5 },
      { score: -14, tbt: 3, mainThread: 2 },
    ]);
    expect(compared).toMatchObject({ score: -15, tbt: 3, mainThread: 2 });
  });
  it("reads a bare TBT under the floor as the floor: a fast host's 5 ms divides nothing", () => {
    expect(compareRuns([run(90, 100, 1000)], [run(99, 5, 1000)]).tbt).toBe(100 / tbtFloorMs);
    expect(compareRuns([run(90, 10, 1000)], [run(99, 5, 1000)]).tbt).toBe(1);
  });
});

describe('relativeMisses', () => {
  const kind = 'home';
  const edge = {
    score: -guards.scoreBelowBaseline[kind],
    tbt: guards.tbtRatio[kind],
    mainThread: guards.mainThreadRatio[kind],
  };
  it('allows each guard up to exactly its bound', () => {
    expect(relativeMisses(edge, kind)).toEqual([]);
  });
  it('names each guard missed with the figure and the bound', () => {
    expect(
      relativeMisses(
        { score: edge.score - 1, tbt: edge.tbt + 0.01, mainThread: edge.mainThread + 0.01 },
        kind,
      ),
    ).toEqual([
      `score ${edge.score - 1} points < bare app −${guards.scoreBelowBaseline[kind]}`,
      `TBT ${edge.tbt + 0.01}× the bare app's > ${edge.tbt}×`,
      `main-thread work ${edge.mainThread + 0.01}× the bare app's > ${edge.mainThread}×`,
    ]);
  });
});

describe('noiseMisses', () => {
  const { score, ratio } = guards.noise;
  it('accepts a bare app that differs from itself within the headroom, either way', () => {
    expect(noiseMisses({ score, tbt: ratio, mainThread: 1 / ratio })).toEqual([]);
    expect(noiseMisses({ score: -score, tbt: 1, mainThread: 1 })).toEqual([]);
  });
  it('calls a run noisy when the bare app differs from itself beyond it', () => {
    expect(noiseMisses({ score: -score - 1, tbt: ratio + 0.01, mainThread: 0.5 })).toHaveLength(3);
  });
});

describe('absoluteMisses', () => {
  it('judges layout shift up to 0.1', () => {
    expect(absoluteMisses({ cls: 0.1, fontBytes: 0 })).toEqual([]);
    expect(absoluteMisses({ cls: 0.11, fontBytes: 0 })).toEqual(['CLS 0.110 > 0.1']);
  });
  it('judges the fonts only where a font budget is given, up to exactly that budget', () => {
    const heavy = { cls: 0, fontBytes: 300 * 1024 };
    expect(absoluteMisses(heavy)).toEqual([]);
    expect(absoluteMisses({ cls: 0, fontBytes: 250 * 1024 }, { fontBytes: 250 * 1024 })).toEqual(
      [],
    );
    expect(absoluteMisses(heavy, { fontBytes: 250 * 1024 })).toEqual(['fonts 300.0 kB > 250.0 kB']);
  });
});

describe('judgePage', () => {
  const relative = ['TBT 3.5× the bare app’s > 3×'];
  it('in a run the control calls conclusive, a relative miss fails the page', () => {
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
      verdict: 'inconclusive (over the relative guards)',
    });
    expect(judgePage({ relative: [], absolute: [], conclusive: false })).toEqual({
      misses: [],
      verdict: 'inconclusive (within the relative guards)',
    });
  });
  it('in a noisy run, the guards that do not move with the machine still fail the page', () => {
    expect(judgePage({ relative, absolute: ['CLS 0.110 > 0.1'], conclusive: false })).toEqual({
      misses: ['CLS 0.110 > 0.1'],
      verdict: '**missed**',
    });
  });
});

describe('interactionMisses', () => {
  it('allows exactly the budget and names each interaction over it', () => {
    expect(interactionMisses({ drawer: 200, submit: 136 }, 200)).toEqual([]);
    expect(interactionMisses({ drawer: 208, submit: 136 }, 200)).toEqual([
      'drawer 208 ms > 200 ms',
    ]);
  });
});
