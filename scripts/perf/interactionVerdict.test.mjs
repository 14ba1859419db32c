/** The interaction guard of scripts/perf/verdict.mjs, with figures measured on a busy host. */
import { boundFrom, interactionBoundsMs } from './interactionBounds.mjs';
import { compareInteraction, guards, interactionMisses } from './verdict.mjs';

const interactionRuns = (list) => list.map(([cpu, duration]) => ({ cpu, duration }));
const rounds = (list) => list.map(([floorCpu, floor, rate]) => ({ floorCpu, floor, rate }));

describe('compareInteraction', () => {
  it("takes each run's CPU time beyond its round's click over its slowdown, its duration beyond the click's, and the medians", () => {
    const compared = compareInteraction(
      interactionRuns([
        [150, 300],
        [90, 200],
        [120, 900],
      ]),
      rounds([
        [30, 100, 1],
        [10, 20, 2],
        [20, 40, 4],
      ]),
    );
    expect(compared.runs).toEqual(
      interactionRuns([
        [120, 200],
        [40, 180],
        [25, 860],
      ]),
    );
    expect(compared).toMatchObject({ cpu: 40, duration: 200 });
  });

  it('judges the same work alike at whatever slowdown the rounds were given', () => {
    // 60 ms of the page's work beyond a 10 ms click, as the throttled trace counts it.
    const at = (rate) =>
      compareInteraction(interactionRuns([[70 * rate, 0]]), rounds([[10 * rate, 0, rate]])).cpu;
    expect([1, 2.5, 3.6, 6].map(at)).toEqual([60, 60, 60, 60]);
  });
});

describe('interaction bounds', () => {
  it('sets each bound at half again its highest clean median on record, to the next 10 ms', () => {
    expect(boundFrom([28, 88, 57])).toBe(140);
    expect(boundFrom([100, 120])).toBe(180);
    expect(interactionBoundsMs).toEqual({
      drawer: 140,
      download: 110,
      submit: 250,
      'faq-tab': 50,
      'home-tab': 210,
      typing: 60,
    });
  });
});

describe('interactionMisses', () => {
  const bounds = guards.interactionCpuMs;
  it('allows exactly the bound and names each interaction over its own', () => {
    expect(interactionMisses({ drawer: { cpu: bounds.drawer }, submit: { cpu: 40 } })).toEqual([]);
    expect(
      interactionMisses({ drawer: { cpu: bounds.drawer + 1 }, typing: { cpu: bounds.typing + 1 } }),
    ).toEqual([
      `drawer: main-thread CPU time ${bounds.drawer + 1} ms beyond the bare click, unthrottled, > ${bounds.drawer} ms`,
      `typing: main-thread CPU time ${bounds.typing + 1} ms beyond the bare click, unthrottled, > ${bounds.typing} ms`,
    ]);
  });

  it('fails an interaction that has no bound', () => {
    expect(interactionMisses({ 'new-dialog': { cpu: 5 } })).toEqual([
      'new-dialog: no bound (add its clean medians to scripts/perf/interactionBounds.mjs)',
    ]);
  });

  // Medians of whole `npm run perf` runs on a shared two-core host (load 8 to 12).
  const medians = (figures) =>
    Object.fromEntries(Object.entries(figures).map(([name, cpu]) => [name, { cpu }]));
  it('passes clean runs, the one whose home tab (121 ms) missed the single 120 ms bound among them', () => {
    const clean = [
      { drawer: 81, download: 67, submit: 106, 'faq-tab': 8, 'home-tab': 100, typing: 30 },
      { drawer: 78, download: 48, submit: 101, 'faq-tab': 14, 'home-tab': 121, typing: 26 },
    ];
    for (const run of clean) expect(interactionMisses(medians(run))).toEqual([]);
  });

  it('fails the drawer alone with 50 million iterations (about 300 ms) planted in its open handler', () => {
    const planted = {
      drawer: 423,
      download: 63,
      submit: 145,
      'faq-tab': 13,
      'home-tab': 135,
      typing: 23,
    };
    expect(interactionMisses(medians(planted))).toEqual([
      `drawer: main-thread CPU time 423 ms beyond the bare click, unthrottled, > ${bounds.drawer} ms`,
    ]);
  });

  // Per run, measured by scripts/perf/interactions.mjs on a shared two-core host: the
  // interaction's main-thread CPU time and duration, and its round's bare click's CPU time,
  // duration and slowdown (ms, ×).
  const judged = (name, runs, floors) => ({
    [name]: compareInteraction(interactionRuns(runs), rounds(floors)),
  });
  it("fails the drawer with 20 million iterations planted at the benchmark's slowdown (load 22 to 29)", () => {
    const clean = judged(
      'drawer',
      [
        [59, 640],
        [106, 208],
        [114, 592],
      ],
      [
        [14, 64, 1],
        [20, 16, 1.3],
        [18, 152, 1.2],
      ],
    );
    const planted = judged(
      'drawer',
      [
        [252, 760],
        [286, 1720],
        [262, 680],
      ],
      [
        [26, 168, 1.3],
        [26, 128, 1.3],
        [21, 96, 1.1],
      ],
    );
    expect(clean.drawer.cpu).toBe(66);
    expect(interactionMisses(clean)).toEqual([]);
    expect(interactionMisses(planted)).toEqual([
      `drawer: main-thread CPU time 200 ms beyond the bare click, unthrottled, > ${bounds.drawer} ms`,
    ]);
  });

  it('passes the clean drawer and submit at 6×, which their undivided CPU time failed (load 28 to 31)', () => {
    const sixRounds = [
      [140, 192, 6],
      [78, 152, 6],
      [109, 112, 6],
    ];
    const clean = {
      ...judged(
        'drawer',
        [
          [385, 1488],
          [248, 560],
          [193, 416],
        ],
        sixRounds,
      ),
      ...judged(
        'submit',
        [
          [466, 672],
          [263, 656],
          [289, 1960],
        ],
        sixRounds,
      ),
    };
    expect(interactionMisses(clean)).toEqual([]);
  });
});
