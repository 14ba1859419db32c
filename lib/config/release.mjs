// @ts-check
/** The release name Sentry tags events with; next.config.mjs (source map upload) and the SDKs read it. */
export const release = '0.0.1';
