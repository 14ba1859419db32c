/**
 * Server and edge instrumentation (Next.js). Sentry starts only when SENTRY_DSN or
 * NEXT_PUBLIC_SENTRY_DSN is set; otherwise it is never even imported.
 */
import type { Instrumentation } from 'next';
import { serverDsn } from '@/lib/config/sentryDsn';
import { sentryOptions } from '@/lib/monitoring/sentryOptions';
import { segmentStarted, serverEventNamed, serverSpanNamed } from '@/lib/monitoring/serverNames';

export async function register() {
  const dsn = serverDsn();
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  const client = Sentry.init({
    ...sentryOptions,
    dsn,
    ignoreErrors: [...sentryOptions.ignoreErrors],
    // A not-found answer named as the browser names it (docs/performance.md).
    beforeSend: (event) => serverEventNamed(sentryOptions.beforeSend(event)),
    beforeSendSpan: (span) => serverSpanNamed(sentryOptions.beforeSendSpan(span)),
    // No release health (docs/privacy.md): no session per request (Node's Http integration, kept
    // without the incoming-request spans Next makes itself, as @sentry/nextjs sets it) or per process.
    integrations: (defaults) =>
      defaults.flatMap((integration) =>
        integration.name === 'ProcessSession'
          ? []
          : integration.name === 'Http' && 'httpIntegration' in Sentry
            ? [Sentry.httpIntegration({ disableIncomingRequestSpans: true, sessions: false })]
            : [integration],
      ),
  });
  client?.on('spanStart', (span) => segmentStarted(Sentry.spanToJSON(span)));
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!serverDsn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
