/**
 * Where Sentry reports, or undefined for off (README). A module of its own,
 * apart from lib/config/env.ts and lib/config/sentrySettings.ts: every page imports the browser DSN
 * to decide whether to start Sentry at all, and must carry nothing else with it. A build keeps
 * every export of a module some browser code uses (the Sentry settings in this module added them
 * to every page's first load, measured), so what only lib/monitoring/sentryOptions.ts reads lives
 * in sentrySettings.ts. NEXT_PUBLIC_* is read as a literal `process.env.NAME`, inlined by Next.
 */

/** The browser DSN, inlined at build time; undefined = Sentry entirely off in the browser. */
export const browserDsn: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;

/** The server DSN (SENTRY_DSN, else the public one); undefined = Sentry entirely off on the server. */
export function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;
}
