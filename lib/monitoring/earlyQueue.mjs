// @ts-check
/**
 * Globals the early-error inline script (lib/browser/inline/earlyErrors.ts) shares with
 * lib/monitoring/report.ts. Constants only: the inline script is compiled with what it imports.
 */

/** The queue the inline script opens; Sentry takes it once started. */
export const EARLY_QUEUE = '__chaedleErrorQueue';
/** The inline script's error listener, removed once Sentry's own handlers report. */
export const EARLY_LISTENER = '__chaedleEarlyErrors';
/** The started Sentry, as report.ts exposes it to the inline script. */
export const SENTRY_GLOBAL = '__chaedleSentry';
/** The method of SENTRY_GLOBAL the inline script hands an item to once Sentry has started. */
export const DELIVER = 'deliver';
/** At most this many early items are kept for Sentry. */
export const QUEUE_LIMIT = 50;
