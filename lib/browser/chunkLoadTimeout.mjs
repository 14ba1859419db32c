// @ts-check
/**
 * How long a chunk may load before it counts as failed (docs/product.md): webpack's
 * `chunkLoadTimeout` (next.config.mjs) and, for Turbopack, which has no such option, the watchdog
 * (chunkWatchdog.ts).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
