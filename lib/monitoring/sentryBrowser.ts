/**
 * The browser half of Sentry. Loaded only by instrumentation-client.ts, through a dynamic import,
 * after the page is interactive and only when a DSN is configured.
 */
import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './sentryOptions';

export function initBrowserSentry(dsn: string) {
  Sentry.init({ ...sentryOptions, dsn, ignoreErrors: [...sentryOptions.ignoreErrors] });
  return {
    captureException: (error: unknown) => Sentry.captureException(error),
    captureRouterTransitionStart: Sentry.captureRouterTransitionStart,
  };
}
