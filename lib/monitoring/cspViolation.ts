/**
 * A Content-Security-Policy violation the browser could not report itself, as a Sentry event
 * (docs/performance.md). The static pages' script policy is a <meta>,
 * which cannot name a report endpoint, and their header policy names none; the early-error script
 * (lib/browser/inlineScripts.ts) queues the violations of a policy without `report-uri` or
 * `report-to`, so the dynamic pages' reports, which the browser sends itself, are not sent twice.
 */

/**
 * What the inline script keeps of a `securitypolicyviolation` event: each address already cut
 * before its query string and fragment.
 */
export type Violation = [
  directive: string,
  blocked: string,
  document: string,
  source?: string,
  line?: number,
  column?: number,
];

export type ViolationEvent = {
  message: string;
  level: 'warning';
  logger: 'csp';
  fingerprint: string[];
  tags: Record<string, string>;
  contexts: { csp: Record<string, string | number | undefined> };
};

/** Not the site's to fix: what browser extensions and the browser's own pages load or run. */
const NOT_THE_SITE = /^(?:[a-z-]*extension|about|chrome|moz|safari[a-z-]*):/i;

/** The address without its query or fragment (the inline script already cut them; kept cut here). */
function bare(address: string | undefined): string | undefined {
  return address?.replace(/[?#].*$/s, '') || undefined;
}

/**
 * What was blocked, as the issue is grouped by: an origin for an address (every path of one host
 * is one issue), else the keyword the browser gives (`inline`, `eval`, `data`, `blob`).
 */
export function blockedSource(blocked: string): string {
  try {
    const url = new URL(blocked);
    return url.origin === 'null' ? url.protocol.slice(0, -1) : url.origin;
  } catch {
    return blocked || 'inline';
  }
}

/**
 * The event for one violation: a warning named by directive and what was blocked, one issue per
 * pair (fingerprint), the details in a `csp` context named as Sentry names a CSP report's fields.
 * Undefined for a violation that is not the site's (an extension's).
 */
export function violationEvent([directive, blocked, document, source, line, column]: Violation):
  ViolationEvent | undefined {
  if (NOT_THE_SITE.test(blocked) || NOT_THE_SITE.test(source ?? '')) return undefined;
  const what = blockedSource(blocked);
  return {
    message: `Content-Security-Policy: ${directive} blocked ${what}`,
    level: 'warning',
    logger: 'csp',
    fingerprint: ['csp-violation', directive, what],
    tags: { 'csp.directive': directive, 'csp.blocked': what },
    contexts: {
      csp: {
        effective_directive: directive,
        blocked_uri: bare(blocked) ?? 'inline',
        document_uri: bare(document),
        source_file: bare(source),
        line_number: line || undefined,
        column_number: column || undefined,
      },
    },
  };
}
