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
});
