/**
 * The CPU slowdown that makes this host's browser about as fast as a mid-range phone, from
 * Lighthouse's `benchmarkIndex` (docs/performance.md, "A mid-range phone's CPU"). Lighthouse's
 * throttling guide maps the index to the multiplier of its mobile target (a Moto G4-class phone)
 * piecewise: 150 → 1×, 800 → 2×, 1300 → 3×, then one more × every 233 (1533 → 4×, 2000 → 6×).
 * A host at or under 150 is already no faster than the phone: 1×, never a speed-up. The index is
 * Lighthouse's own benchmark (`computeBenchmarkIndex`), run by scripts/perf/interactions.mjs in the
 * browser that then measures.
 */
/**
 * @param {number} benchmarkIndex Lighthouse's index of this host (higher is faster)
 * @returns {number} the CPU throttling rate, rounded to a tenth
 */
export function cpuSlowdownFor(benchmarkIndex) {
  let rate;
  if (benchmarkIndex >= 1300) rate = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) rate = 2 + (benchmarkIndex - 800) / 500;
  else rate = 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(rate * 10) / 10);
}
