/** The interaction guard of scripts/perf/verdict.mjs, with figures measured on a busy host. */
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

describe('interactionMisses', () => {
  const bound = guards.interactionCpuMs;
  it('allows exactly the bound and names each interaction over it', () => {
    expect(interactionMisses({ drawer: { cpu: bound }, submit: { cpu: 40 } })).toEqual([]);
    expect(interactionMisses({ drawer: { cpu: bound + 1 }, submit: { cpu: 40 } })).toEqual([
      `drawer: main-thread CPU time ${bound + 1} ms beyond the bare click, unthrottled, > ${bound} ms`,
    ]);
  });
  // Per run, measured by npm run perf on a shared two-core host: the interaction's main-thread CPU
  // time and duration, and its round's bare click's CPU time, duration and slowdown (ms, ×).
  const judged = (name, runs, floors) => ({
    [name]: compareInteraction(interactionRuns(runs), rounds(floors)),
  });
  const lowRounds = [
    [14, 64, 1],
    [20, 16, 1.3],
    [18, 152, 1.2],
  ];
  const plantedLowRounds = [
    [26, 168, 1.3],
    [26, 128, 1.3],
    [21, 96, 1.1],
  ];
  it("fails the drawer with 20 million iterations planted at the benchmark's slowdown (load 22 to 29)", () => {
    const clean = judged(
      'drawer',
      [
        [59, 640],
        [106, 208],
        [114, 592],
      ],
      lowRounds,
    );
    const planted = judged(
      'drawer',
      [
        [252, 760],
        [286, 1720],
        [262, 680],
      ],
      plantedLowRounds,
    );
    expect(clean.drawer.cpu).toBe(66);
    expect(interactionMisses(clean)).toEqual([]);
    expect(interactionMisses(planted)).toEqual([
      `drawer: main-thread CPU time 200 ms beyond the bare click, unthrottled, > ${bound} ms`,
    ]);
  });
  const sixRounds = [
    [140, 192, 6],
    [78, 152, 6],
    [109, 112, 6],
  ];
  const plantedSixRounds = [
    [158, 280, 6],
    [164, 1472, 6],
    [88, 80, 6],
  ];
  it('fails the planted drawer at 6× too, and passes the clean drawer and submit, which their undivided CPU time failed (load 28 to 31)', () => {
    const clean = judged(
      'drawer',
      [
        [385, 1488],
        [248, 560],
        [193, 416],
      ],
      sixRounds,
    );
    const planted = judged(
      'drawer',
      [
        [1358, 1992],
        [917, 1688],
        [556, 2176],
      ],
      plantedSixRounds,
    );
    expect(interactionMisses(clean)).toEqual([]);
    expect(interactionMisses(planted)).toEqual([
      `drawer: main-thread CPU time 126 ms beyond the bare click, unthrottled, > ${bound} ms`,
    ]);
    const submit = judged(
      'submit',
      [
        [466, 672],
        [263, 656],
        [289, 1960],
      ],
      sixRounds,
    );
    expect(interactionMisses(submit)).toEqual([]);
  });
});
