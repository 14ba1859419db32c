import {
  absoluteMisses,
  compareRuns,
  guards,
  judgePage,
  noiseMisses,
  relativeMisses,
  tbtFloorMs,
} from './verdict.mjs';

const run = (performance, tbt, mainThread, mainThreadCpu = 1) => ({
  performance,
  tbt,
  mainThread,
  mainThreadCpu,
});

describe('compareRuns', () => {
  it('compares each run with the bare run beside it, and takes the medians', () => {
    const compared = compareRuns(
      [run(80, 400, 3000, 600), run(70, 900, 5000, 700), run(85, 300, 2000, 500)],
      [run(95, 200, 1500, 300), run(90, 300, 2000, 280), run(99, 100, 1000, 250)],
    );
    expect(compared.runs).toEqual([
      { score: -15, tbt: 2, mainThread: 2, cpu: 2 },
      { score: -20, tbt: 3, mainThread: 2.5, cpu: 2.5 },
      { score: -14, tbt: 3, mainThread: 2, cpu: 2 },
    ]);
    expect(compared).toMatchObject({ score: -15, tbt: 3, mainThread: 2, cpu: 2 });
  });
  it("reads a bare TBT under the floor as the floor: a fast host's 5 ms divides nothing", () => {
    expect(compareRuns([run(90, 100, 1000)], [run(99, 5, 1000)]).tbt).toBe(100 / tbtFloorMs);
    expect(compareRuns([run(90, 10, 1000)], [run(99, 5, 1000)]).tbt).toBe(1);
  });
});

describe('relativeMisses', () => {
  const kind = 'home';
  const edge = {
    cpu: guards.cpuRatio[kind],
    score: -guards.scoreBelowBaseline[kind],
    tbt: guards.tbtRatio[kind],
    mainThread: 100,
  };
  it('allows each guard up to exactly its bound, and does not judge wall main-thread work', () => {
    expect(relativeMisses(edge, kind)).toEqual([]);
  });
  it('names each guard missed with the figure and the bound', () => {
    expect(
      relativeMisses(
        { cpu: edge.cpu + 0.01, score: edge.score - 1, tbt: edge.tbt + 0.01, mainThread: 1 },
        kind,
      ),
    ).toEqual([
      `main-thread CPU time ${edge.cpu + 0.01}× the bare app's > ${edge.cpu}×`,
      `score ${edge.score - 1} points < bare app −${guards.scoreBelowBaseline[kind]}`,
      `TBT ${edge.tbt + 0.01}× the bare app's > ${edge.tbt}×`,
    ]);
  });
  // Figures of the home page on a shared two-core host at a load average about 20 (ms per run:
  // score, TBT, main-thread work, main-thread CPU time), from docs/figures/lab.md and
  // lab-planted.md of that day: in wall time the clean page looked worse than the planted one.
  const bare = [run(67, 2692, 4374, 265), run(36, 11322, 20868, 367), run(72, 2210, 3738, 273)];
  it('passes the clean home, whose wall time looked worse than the planted one', () => {
    const clean = [
      run(62, 7972, 14565, 625),
      run(50, 16437, 26612, 738),
      run(68, 5437, 11312, 597),
    ];
    expect(relativeMisses(compareRuns(clean, bare), kind)).toEqual([]);
  });
  it('fails about 150 ms more CPU time in the hydration, on CPU time alone', () => {
    const planted = [
      run(62, 7972, 14565, 805),
      run(50, 16437, 26612, 918),
      run(68, 5437, 11312, 777),
    ];
    expect(relativeMisses(compareRuns(planted, bare), kind)).toEqual([
      `main-thread CPU time 2.85× the bare app's > ${guards.cpuRatio[kind]}×`,
    ]);
  });
});

describe('noiseMisses', () => {
  const ratio = guards.noise.cpuRatio;
  const control = (cpu, tbt = 1) => ({ cpu, score: 0, tbt, mainThread: tbt });
  it('accepts a bare app whose CPU time differs from itself within the headroom, either way', () => {
    expect(noiseMisses(control(ratio))).toEqual([]);
    expect(noiseMisses(control(1 / ratio + 0.001))).toEqual([]);
  });
  it('judges CPU time only: wall time swinging with the load does not make a run inconclusive', () => {
    expect(noiseMisses(control(1.03, 0.48))).toEqual([]);
  });
  it('calls a run noisy when the bare app differs from itself beyond it', () => {
    expect(noiseMisses(control(ratio + 0.01))).toHaveLength(1);
    expect(noiseMisses(control(0.8))).toHaveLength(1);
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
