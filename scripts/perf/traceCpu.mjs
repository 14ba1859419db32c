/**
 * The page's main-thread CPU time (ms) in a Lighthouse trace: the thread time (`tdur`) of every
 * task on the renderers' main threads. Unlike the wall time Lighthouse's audits read, it hardly
 * moves when other processes take the cores: reported beside them (docs/performance.md,
 * "Main-thread CPU time"). With `minTaskMs`, only the tasks of at least that much CPU time each
 * are counted: the small per-frame work a load stretched by a busy host adds is left out.
 * @param {{ ph: string, name: string, pid: number, tid: number, tdur?: number, args?: any }[]} traceEvents
 * @param {{ minTaskMs?: number }} options
 */
export function mainThreadCpuMs(traceEvents, { minTaskMs = 0 } = {}) {
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let micros = 0;
  for (const e of traceEvents)
    if (
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      mains.has(`${e.pid}:${e.tid}`) &&
      (e.tdur ?? 0) >= minTaskMs * 1000
    )
      micros += e.tdur ?? 0;
  return Math.round(micros / 1000);
}
