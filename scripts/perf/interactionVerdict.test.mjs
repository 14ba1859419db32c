/** The interaction guard of scripts/perf/verdict.mjs, with figures measured on a busy host. */
import { compareInteraction, guards, interactionMisses } from './verdict.mjs';

const interactionRuns = (list) => list.map(([cpu, duration]) => ({ cpu, duration }));

describe('compareInteraction', () => {
  it("takes each run's CPU time and duration beyond its own round's click, then the medians", () => {
    const floors = [
      [30, 100],
      [10, 20],
      [20, 40],
    ].map(([floorCpu, floor]) => ({ floorCpu, floor }));
    const compared = compareInteraction(
      interactionRuns([
        [150, 300],
        [90, 200],
        [120, 900],
      ]),
      floors,
    );
    expect(compared.runs).toEqual(
      interactionRuns([
        [120, 200],
        [80, 180],
        [100, 860],
      ]),
    );
    expect(compared).toMatchObject({ cpu: 100, duration: 200 });
  });
});

describe('interactionMisses', () => {
  const bound = guards.interactionCpuMs;
  it('allows exactly the bound and names each interaction over it', () => {
    expect(interactionMisses({ drawer: { cpu: bound }, submit: { cpu: 40 } })).toEqual([]);
    expect(interactionMisses({ drawer: { cpu: bound + 1 }, submit: { cpu: 40 } })).toEqual([
      `drawer: main-thread CPU time ${bound + 1} ms beyond the bare click > ${bound} ms`,
    ]);
  });
  const rounds = (floors) => floors.map(([floorCpu, floor]) => ({ floorCpu, floor }));
  const drawer = (runs, floors) => ({ drawer: compareInteraction(runs, rounds(floors)) });
  const runs = interactionRuns;
  // The drawer on a shared two-core host, per run: its CPU time in tasks and duration, and the
  // bare click's of its round (ms). At a load average of 20 to 24, clean and with 10 million
  // iterations planted in its open handler, alternate rounds: the old rule (duration within
  // 1000 ms of the click) passed the planted one.
  it('fails the planted handler the old duration rule passed (load 20 to 24)', () => {
    const clean = drawer(
      runs([
        [151, 512],
        [172, 384],
        [121, 384],
        [125, 400],
      ]),
      [
        [22, 32],
        [32, 16],
        [34, 256],
        [26, 112],
      ],
    );
    const planted = drawer(
      runs([
        [213, 1296],
        [251, 544],
        [233, 1248],
        [215, 584],
      ]),
      [
        [26, 32],
        [28, 32],
        [12, 16],
        [22, 112],
      ],
    );
    expect(interactionMisses(clean)).toEqual([]);
    expect(planted.drawer.duration).toBeLessThan(1000);
    expect(interactionMisses(planted)).toEqual([
      `drawer: main-thread CPU time 207 ms beyond the bare click > ${bound} ms`,
    ]);
  });
  // At a load average of 35 to 48, npm run perf on the clean build, then on the build with 20
  // million iterations planted: the old rule failed the clean drawer (1080 ms beyond the click).
  it('passes the clean drawer the old duration rule failed (load 35 to 48)', () => {
    const clean = drawer(
      runs([
        [86, 2760],
        [69, 1096],
        [60, 1008],
      ]),
      [
        [22, 272],
        [12, 16],
        [14, 56],
      ],
    );
    const planted = drawer(
      runs([
        [186, 2400],
        [230, 1928],
        [220, 3400],
      ]),
      [
        [21, 208],
        [25, 104],
        [23, 328],
      ],
    );
    expect(clean.drawer.duration).toBeGreaterThan(1000);
    expect(interactionMisses(clean)).toEqual([]);
    expect(interactionMisses(planted)).toEqual([
      `drawer: main-thread CPU time 197 ms beyond the bare click > ${bound} ms`,
    ]);
  });
});
