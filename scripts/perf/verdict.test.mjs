import {
  assertions,
  breakdown,
  controlNote,
  cpuSlowdownFor,
  interactionMisses,
  judgeInteraction,
  median,
} from './verdict.mjs';

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's mapping of the benchmark index, never below 1×", () => {
    expect([100, 150, 800, 1050, 1300, 1533, 2000].map(cpuSlowdownFor)).toEqual([
      1, 1, 2, 2.5, 3, 4, 6,
    ]);
  });
});

describe('breakdown', () => {
  const entry = (interactionId, startTime, processingStart, processingEnd, duration) => ({
    interactionId,
    startTime,
    processingStart,
    processingEnd,
    duration,
  });

  it("is the longest entry's duration, its parts over the whole interaction", () => {
    const pointerdown = entry(7, 1000, 1010, 1030, 48);
    const click = entry(7, 1004, 1040, 1090, 120);
    expect(breakdown([entry(3, 0, 5, 6, 16), pointerdown, click])).toEqual({
      duration: 120,
      delay: 10,
      processing: 80,
      presentation: 34,
    });
  });

  it('is zero when no entry reached the 16 ms threshold', () => {
    expect(breakdown([]).duration).toBe(0);
  });
});

describe('interactionMisses', () => {
  it('passes every round within 200 ms and a median within 100 ms', () => {
    expect(interactionMisses([40, 100, 200])).toEqual([]);
  });

  it('fails one round over 200 ms, and a median over 100 ms', () => {
    expect(interactionMisses([40, 60, 208])).toEqual(['208 ms > 200 ms']);
    expect(interactionMisses([96, 104, 112])).toEqual(['median 104 ms > 100 ms']);
  });
});

describe('judgeInteraction', () => {
  const runs = (...durations) =>
    durations.map((duration) => ({ duration, delay: 8, processing: 20, presentation: 4 }));

  it('judges the site, shows the control, and says when a link took the page away', () => {
    expect(judgeInteraction('drawer', runs(90, 240, 80)).misses).toEqual(['240 ms > 200 ms']);
    expect(judgeInteraction('control', runs(300, 300, 300))).toEqual({
      misses: [],
      row: ['control', '300 ms', '300, 300, 300', 8, 20, 4, '(the bare app, not judged)'],
    });
    expect(judgeInteraction('terms-link', runs(0, 0, 0), true).row.at(-1)).toMatch(/left/);
    expect(judgeInteraction('terms-link', runs(0, 240, 0), true).misses).toHaveLength(1);
    const [run] = runs(60);
    const unmeasured = judgeInteraction('agree', [run, { ...run, error: 'Timeout' }]);
    expect(unmeasured.misses).toEqual(['1 round(s) not measured: Timeout']);
    expect(unmeasured.row.slice(1, 3)).toEqual(['60 ms', '60, n/a']);
  });
});

describe('controlNote', () => {
  it("says how much of the median bound the bare app's own click leaves, once it takes half", () => {
    expect(controlNote([24, 40, 48])).toBe('');
    expect(controlNote([56, 104, 112])).toMatch(/took 104 ms .* leaves 0 ms/);
  });
});

describe('assertions', () => {
  const bare = { home: { score: 95, tbt: 40, mainThread: 900 } };

  it("bounds each site page by the bare app's medians of its kind", () => {
    const [home] = assertions(
      [{ url: 'http://localhost:3200/ko', kind: 'home' }],
      bare,
    ).assertMatrix;
    expect(home.matchingUrlPattern).toBe('^http://localhost:3200/ko$');
    expect(home.aggregationMethod).toBe('median');
    expect(home.assertions).toEqual({
      'categories:performance': ['error', { minScore: 0.65 }],
      // The bare app's TBT counts as at least 150 ms.
      'total-blocking-time': ['error', { maxNumericValue: 900 }],
      'mainthread-work-breakdown': ['error', { maxNumericValue: 3600 }],
      'cumulative-layout-shift': ['error', { maxNumericValue: 0.1 }],
    });
  });

  it('budgets the fonts where asked', () => {
    const [home] = assertions(
      [{ url: 'http://x/ko', kind: 'home', fonts: true }],
      bare,
    ).assertMatrix;
    expect(home.assertions['resource-summary:font:size']).toEqual([
      'error',
      { maxNumericValue: 256000 },
    ]);
  });
});

it('median', () => {
  expect([median([3, 1, 2]), median([4, 1, 2, 3])]).toEqual([2, 2.5]);
});
