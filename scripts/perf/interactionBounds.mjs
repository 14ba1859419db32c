/**
 * The interaction guard's bounds, each set from its own interaction's spread (docs/performance.md,
 * "How the bounds were set"). One bound for all (120 ms) sat inside the clean home tab's spread (36-135
 * ms: a clean run missed it at 121) and far above the clean drawer's (28-88 ms).
 */

/**
 * Every median on record of each interaction with its code clean: the main thread's CPU time beyond
 * the bare app's click, unthrottled (ms, 3 rounds each), from `npm run perf` and
 * `scripts/perf/interactions.mjs` runs on two-core hosts at loads 8 to 35. A drawer planted with
 * slow work counts for the other interactions, whose code it does not touch, not for the drawer.
 * Add a run's medians here when its figures are taken for a bound.
 */
export const cleanMediansOnRecord = {
  drawer: [66, 28, 88, 57, 78, 81, 78],
  download: [43, 45, 57, 60, 41, 37, 53, 35, 30, 67, 63, 48],
  submit: [88, 161, 31, 75, 98, 110, 96, 81, 100, 106, 145, 101],
  'faq-tab': [14, 28, 33, 2, 18, 20, 27, 21, 11, 8, 13, 14],
  'home-tab': [78, 87, 48, 78, 82, 93, 117, 36, 111, 100, 135, 121],
  typing: [19, 24, 31, 34, 25, 27, 39, 26, 17, 30, 23, 26],
};

/**
 * Half again the highest clean median on record, up to the next 10 ms: the highest was up to 1.7
 * times the interaction's typical median (submit 161 against 96), and a handler 300 ms slower
 * passes none of them.
 */
export const headroom = 1.5;

/** @param {number[]} medians */
export const boundFrom = (medians) => Math.ceil((Math.max(...medians) * headroom) / 10) * 10;

/** The most each listed interaction may take (ms of CPU beyond the bare click, unthrottled). */
export const interactionBoundsMs = Object.fromEntries(
  Object.entries(cleanMediansOnRecord).map(([name, medians]) => [name, boundFrom(medians)]),
);
