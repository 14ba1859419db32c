/**
 * Sentry's configuration (README, "Environment variables"), read here only: where it reports, or
 * undefined for off, and what it tags events with. Apart from lib/config/env.ts: every page imports
 * the browser DSN to decide whether to start Sentry at all, and must carry nothing else with it
 * (neither env.ts's other values nor the SDK's options, lib/monitoring/sentryOptions.ts, which the
 * browser needs only once Sentry starts). Each NEXT_PUBLIC_* and SITE_DEPLOYMENT_* value is a
 * literal `process.env.NAME`, which Next inlines at build time.
 */

/** The browser DSN, inlined at build time; undefined = Sentry entirely off in the browser. */
export const browserDsn: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;

/** The server DSN (SENTRY_DSN, else the public one); undefined = Sentry entirely off on the server. */
export function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;
}

/** NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE as set (lib/monitoring/sentryOptions.ts reads it). */
export const tracesSampleRateSetting: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE;

/**
 * production, preview or development, decided at build time (lib/config/deployment.mjs;
 * docs/deploying.md, "Which deployment a build is").
 */
export const sentryEnvironment: string = process.env.SITE_DEPLOYMENT_ENV || 'production';

/** The commit Vercel built, when it says (the release stays 0.0.1: docs/product.md, "Constants"). */
export const sentryDist: string | undefined = process.env.SITE_DEPLOYMENT_COMMIT || undefined;
