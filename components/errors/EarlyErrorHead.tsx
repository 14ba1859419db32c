'use client';

import { earlyErrorScript } from '@/lib/browser/inlineScripts';

const firstInHead = { __html: `<script>${earlyErrorScript}</script>` };

/**
 * `<head>` with the early-error script as its own markup, which React writes right after the
 * `<head>` tag, before everything it hoists there (docs/performance.md).
 * Only the server's HTML carries it: in the browser the script has run, and a `<head>` whose
 * markup React owns would be emptied, stylesheets and all, if a hydration mismatch made React
 * render the document again; an empty `<head>` leaves what is there in place.
 */
export function EarlyErrorHead() {
  const onServer = typeof window === 'undefined';
  return (
    // next/head is the Pages Router's; the App Router renders <head> itself.
    // eslint-disable-next-line @next/next/no-head-element
    <head suppressHydrationWarning dangerouslySetInnerHTML={onServer ? firstInHead : undefined} />
  );
}
