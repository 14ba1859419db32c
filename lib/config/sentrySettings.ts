/**
 * What Sentry tags and samples by (README), read by
 * lib/monitoring/sentryOptions.ts alone, which the browser loads only once Sentry starts (the DSN,
 * which every page needs, is lib/config/sentryDsn.ts). Literal `process.env.NAME` reads, inlined at
 * build time.
 */

/** NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE as set (lib/monitoring/sentryOptions.ts reads it). */
export const tracesSampleRateSetting: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE;

/**
 * production, preview or development, decided at build time (lib/config/deployment.mjs;
 * docs/deploying.md).
 */
export const sentryEnvironment: string = process.env.SITE_DEPLOYMENT_ENV || 'production';

/** The commit Vercel built, when it says (the release stays 0.0.1: docs/product.md). */
export const sentryDist: string | undefined = process.env.SITE_DEPLOYMENT_COMMIT || undefined;
