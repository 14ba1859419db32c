/**
 * Inline in <head>, only when the build has a browser DSN: until Sentry starts, queues every
 * uncaught error and unhandled rejection as Sentry's own loader script does (the arguments
 * `window.onerror` gets, the rejection event), with the time it happened (`t`), and every policy
 * violation, without its addresses' queries and fragments (lib/monitoring/report.ts,
 * cspViolation.ts; docs/performance.md). Once Sentry has started, report.ts removes the error
 * listener (Sentry's own handlers report from then on) and items go to Sentry directly.
 */
import {
  DELIVER,
  EARLY_LISTENER,
  EARLY_QUEUE,
  QUEUE_LIMIT,
  SENTRY_GLOBAL,
} from '../../monitoring/earlyQueue.mjs';

type Item = Record<string, unknown> & { t?: number };
type Scope = Record<string, unknown> & {
  [EARLY_QUEUE]?: Item[];
  [SENTRY_GLOBAL]?: { [DELIVER]: (item: Item) => void };
};

const scope = window as unknown as Scope;
const queue = (scope[EARLY_QUEUE] ||= []);
const withoutQuery = (address: string | null) => address && address.split(/[?#]/)[0];

function keep(item: Item) {
  const sentry = scope[SENTRY_GLOBAL];
  if (sentry) sentry[DELIVER](item);
  else if (queue.length < QUEUE_LIMIT) {
    item.t = Date.now();
    queue.push(item);
  }
}

function onError(event: Event) {
  const error = event as ErrorEvent;
  keep(
    event.type == 'error'
      ? { e: [error.message, error.filename, error.lineno, error.colno, error.error] }
      : { p: event },
  );
}

scope[EARLY_LISTENER] = onError;
addEventListener('error', onError);
addEventListener('unhandledrejection', onError);
addEventListener('securitypolicyviolation', (event) =>
  keep({
    c: [
      event.effectiveDirective,
      withoutQuery(event.blockedURI),
      withoutQuery(event.documentURI),
      withoutQuery(event.sourceFile),
      event.lineNumber,
      event.columnNumber,
    ],
  }),
);
