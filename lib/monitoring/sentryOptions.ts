/**
 * Options shared by every Sentry runtime (SPEC.md sections 8 and 9). Imports nothing from Sentry,
 * so reading them costs no bundle bytes.
 */
import { release } from '../release.mjs';

export const sentryOptions = {
  tracesSampleRate: 0.1,
  release,
  /** Stale chunks after a deploy (the reload dialog handles them) and client clock skew. */
  ignoreErrors: ['ChunkLoadError', 'RequestTimeTooSkewed'],
  sendDefaultPii: false,
} as const;

/** The browser DSN, inlined at build time; undefined = Sentry entirely off in the browser. */
export const browserDsn: string | undefined =
  process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;

/** The server DSN (SENTRY_DSN, else the public one); undefined = Sentry entirely off on the server. */
export function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined;
}
