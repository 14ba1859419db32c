/**
 * Server and edge instrumentation (Next.js). Sentry starts only when SENTRY_DSN or
 * NEXT_PUBLIC_SENTRY_DSN is set; otherwise it is never even imported.
 */
import type { Instrumentation } from 'next';
import { serverDsn } from '@/lib/config/sentryDsn';
import { sentryOptions } from '@/lib/monitoring/sentryOptions';

export async function register() {
  const dsn = serverDsn();
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ ...sentryOptions, dsn, ignoreErrors: [...sentryOptions.ignoreErrors] });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!serverDsn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
