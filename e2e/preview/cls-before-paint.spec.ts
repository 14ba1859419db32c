/**
 * A CLS of 0 reaches Sentry however early Sentry starts (docs/performance.md):
 * web-vitals reports CLS once the page has painted while visible, and the site adds no rule of its
 * own. A rule decided when Sentry starts ("drop a CLS of 0 unless the page has painted by now")
 * would drop the real zeros of every visit whose Sentry started before the first paint: an early
 * error loads it at once (docs/performance.md), a prerendered page starts
 * it before activation.
 */
import { createHash } from 'node:crypto';
import type { Route } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { uniqueToken } from '../support/aws';
import { opOf, waitForSentryEvents, waitForSpans } from '../support/sentry';
import { chromiumFlags, e2eChromium } from '../../scripts/test/e2eEnv.mjs';
import { earlyErrorScript } from '../../lib/browser/inlineScripts';

// The page is served through the test, which Chromium's Local Network Access then treats as a public
// page calling 127.0.0.1 (the Sentry stand-in): allowed here, as in early-errors.spec.ts.
test.use({
  launchOptions: {
    executablePath: e2eChromium(),
    args: [...chromiumFlags, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const COMPANY = '/[locale]/company';
const earlyScript = `<script>${earlyErrorScript}</script>`;
const HELD = '/__held-first-paint.js';

/**
 * Serves the page with two more scripts after the early-error script: an inline one that throws
 * while the HTML is parsed (allowed by its hash in the page's policy), so Sentry starts at once; and
 * an async, render-blocking one from the site's origin that the test answers only when told to, so
 * the browser does not paint until then. The site's own scripts run meanwhile.
 */
async function earlyErrorAndHeldPaint(route: Route, message: string) {
  const response = await route.fetch();
  const inline = `throw new Error(${JSON.stringify(message)})`;
  const hash = createHash('sha256').update(inline).digest('base64');
  const added = `<script>${inline}</script><script async blocking="render" src="${HELD}"></script>`;
  const html = (await response.text())
    .replace(earlyScript, `${earlyScript}${added}`)
    .replace(
      /(http-equiv="Content-Security-Policy"[^>]*content="script-src )/,
      `$1'sha256-${hash}' `,
    );
  expect(html.includes(added), 'the scripts are added').toBe(true);
  await route.fulfill({ response, body: html });
}

test('a CLS of 0 is sent when Sentry started before the first paint (an early error)', async ({
  browser,
  baseURL,
}) => {
  const visit = uniqueToken();
  const context = await browser.newContext({
    baseURL,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-paint/${visit}`,
  });
  const page = await context.newPage();
  let releasePaint = () => {};
  const paintHeld = new Promise<void>((resolve) => (releasePaint = resolve));
  await page.route(`**${HELD}`, async (route) => {
    await paintHeld;
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/ko/company', (route) =>
    earlyErrorAndHeldPaint(route, `e2e before the first paint ${visit}`),
  );
  await page.goto('/ko/company', { waitUntil: 'commit' });

  // Sentry has started (the page's timers run; its animation frames do not until it paints) and
  // the page has not painted yet: no paint entry, and the first paint comes later.
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, {
    polling: 100,
    timeout: 20_000,
  });
  const startedAt = await page.evaluate(() => performance.now());
  expect(
    await page.evaluate(() => performance.getEntriesByType('paint').length),
    'painted when Sentry started',
  ).toBe(0);
  await waitForSentryEvents(`e2e before the first paint ${visit}`);

  releasePaint();
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  const paintedAt = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  );
  expect(paintedAt, 'the first paint after Sentry started').toBeGreaterThan(startedAt);
  // The page load span has ended and been sent (on a busy host, seconds after the paint).
  await waitForSpans(visit, (span) => opOf(span) === 'pageload', 30_000);
  // The visitor closes the tab: web-vitals reports the page's CLS, which is 0.
  await page.close({ runBeforeUnload: true });
  const [cls] = await waitForSpans(visit, (span) => opOf(span) === 'ui.webvital.cls');
  expect(cls!.attributes['browser.web_vital.cls.value']).toBe(0);
  expect(cls!.attributes['sentry.segment.name']).toBe(COMPANY);
  await context.close();
});
