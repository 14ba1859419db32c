/**
 * Where Sentry reports, or undefined for off. A module of its own: every page imports the browser
 * DSN to decide whether to start Sentry at all, and must not carry the SDK's options with it
 * (lib/monitoring/sentryOptions.ts, which the browser needs only once Sentry starts).
 */

/** The browser DSN, inlined at build time; undefined = Sentry entirely off in the browser. */
export const browserDsn: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;

/** The server DSN (SENTRY_DSN, else the public one); undefined = Sentry entirely off on the server. */
export function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;
}
