/**
 * Operator HTML renders without side effects (SECURITY.md, section 2): the preview build reports
 * CSP violations to the Sentry stand-in; the hostile terms (agreement 666, six event-handler
 * attributes) cause no violation event and no report. The control, one inline handler run on the
 * same page, proves the listener and the report path both work.
 */
import { expect, test } from '../support/test';
import { uniqueToken } from '../support/aws';
import { sentryItems } from '../support/sentry';
import { chromiumFlags, e2eChromium } from '../../scripts/test/e2eEnv.mjs';

// The page below is served through the test (to drop `report-to`), which Chromium's Local Network
// Access then treats as a public page calling 127.0.0.1 (the stand-ins): allowed here, as on a
// deployment where the backend is public.
test.use({
  launchOptions: {
    executablePath: e2eChromium(),
    args: [...chromiumFlags, '--disable-features=LocalNetworkAccessChecks'],
  },
});

declare global {
  interface Window {
    __violations?: string[];
  }
}

test('hostile terms: no CSP violation, no report; one handler parsed on the page: one of each', async ({
  page,
}) => {
  const token = uniqueToken();
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations!.push(`${event.effectiveDirective} ${event.sourceFile}`),
    );
  });
  // Chromium sends `report-to` reports in batches up to minutes later; without that directive the
  // same violations go to the `report-uri` (the same Sentry endpoint) at once.
  await page.route('**/private/terms/666?*', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']!.replace(
      /;\s*report-to [^;]+/,
      '',
    );
    await route.fulfill({ response, headers });
  });
  await page.goto(`/private/terms/666?e2e=${token}`);
  await expect(page.getByTestId('terms-content')).toContainText('Last paragraph.');
  expect(await page.evaluate(() => window.__violations)).toEqual([]);

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
  await expect
    .poll(async () => (await sentryItems(token)).filter((i) => i.type === 'security').length)
    .toBeGreaterThanOrEqual(1);
  // Absence is the point: the terms' reports were sent before the control's; 1 s for a straggler.
  await page.waitForTimeout(1_000);
  expect((await sentryItems(token)).filter((i) => i.type === 'security')).toHaveLength(1);
});
