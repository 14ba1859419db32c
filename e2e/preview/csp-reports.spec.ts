/**
 * Operator HTML renders without side effects (docs/threat-model.md): the preview build reports
 * CSP violations to the Sentry stand-in, from the page's own listener (no policy names a report
 * endpoint); the hostile terms (agreement 666, six event-handler attributes) cause no violation and
 * no report. The control, one inline handler run on the same page, proves the listener and the
 * report path both work. The test's user agent carries a token, which scopes its reads.
 */
import { expect, test } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import { sentryRecordsOfAgent } from '../support/sentry';

const token = uniqueToken();
test.use({
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-csp/${token}`,
});

declare global {
  interface Window {
    __violations?: string[];
  }
}

/** The policy violations this test's browser reported, whichever way they went. */
async function violationsReported() {
  return (await sentryRecordsOfAgent(token)).filter(
    (item) =>
      item.type === 'security' ||
      (item.type === 'event' && (item.event as { logger?: string }).logger === 'csp'),
  );
}

test('hostile terms: no CSP violation, no report; one handler parsed on the page: one of each', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations!.push(`${event.effectiveDirective} ${event.sourceFile}`),
    );
  });
  await page.goto('/private/terms/666');
  await expect(page.getByTestId('terms-content')).toContainText('Last paragraph.');
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });

  // Control: one inline handler, which the page's policy refuses to run. (A handler met by the
  // page's own DOMParser, the control before, is a violation in Chromium 156, not in 150.)
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.setAttribute('onclick', 'x()');
    document.body.append(p);
    p.click();
    p.remove();
  });
  await expect.poll(() => page.evaluate(() => window.__violations!.length)).toBe(1);
  await expect.poll(async () => (await violationsReported()).length).toBeGreaterThanOrEqual(1);
  // Absence is the point: the terms' violations would have been queued before the control's.
  await page.waitForTimeout(1_000);
  const reported = await violationsReported();
  expect(reported.map((item) => item.type)).toEqual(['event']);
});
