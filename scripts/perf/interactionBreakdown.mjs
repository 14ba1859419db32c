/**
 * The longest interaction's duration and its three parts, as web.dev's INP breakdown has them:
 * input delay (until its first handler ran), processing (its handlers, first start to last end)
 * and presentation (from there to the frame that showed the result). Durations are rounded to 8 ms
 * by the browser, so the presentation carries that rounding. `entries` are Event Timing entries of
 * interactions (interactionId > 0) as scripts/perf/interactions.mjs records them.
 *
 * @param {{ duration: number, interactionId: number, start: number, processingStart: number, processingEnd: number }[]} entries
 */
export function interactionBreakdown(entries) {
  if (!entries.length) return { duration: 0, delay: 0, processing: 0, presentation: 0 };
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const group = entries.filter((e) => e.interactionId === longest.interactionId);
  const start = Math.min(...group.map((e) => e.start));
  const firstHandler = Math.min(...group.map((e) => e.processingStart));
  const lastHandler = Math.max(...group.map((e) => e.processingEnd));
  return {
    duration: longest.duration,
    delay: Math.round(firstHandler - start),
    processing: Math.round(lastHandler - firstHandler),
    presentation: Math.max(0, Math.round(longest.start + longest.duration - lastHandler)),
  };
}
