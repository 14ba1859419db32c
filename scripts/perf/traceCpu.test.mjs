import { mainThreadCpuMs } from './traceCpu.mjs';

describe('mainThreadCpuMs', () => {
  it("sums the thread time of the renderers' main-thread tasks only", () => {
    const events = [
      { ph: 'M', name: 'thread_name', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
      { ph: 'M', name: 'thread_name', pid: 1, tid: 11, args: { name: 'Compositor' } },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 10, dur: 90_000, tdur: 30_000 },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 10, dur: 5_000, tdur: 2_400 },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 11, dur: 50_000, tdur: 50_000 },
      { ph: 'X', name: 'FunctionCall', pid: 1, tid: 10, dur: 20_000, tdur: 20_000 },
    ];
    expect(mainThreadCpuMs(events)).toBe(32);
    expect(mainThreadCpuMs(events, { minTaskMs: 20 })).toBe(30);
  });
});
