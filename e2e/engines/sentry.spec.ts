/**
 * Sentry starts in Safari's engine (docs/engines.md): WebKit has no
 * requestIdleCallback, so the start waits on lib/browser/idle.ts's stand-in for it. Only the
 * preview
 * build has a DSN (the engine journeys otherwise visit the production e2e build, which has none):
 * one
 * short journey against the preview's `next start` and the Sentry stand-in, in WebKit only (Firefox
 * has requestIdleCallback, the path the preview project checks in Chromium).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { e2ePorts, previewDistDir } from '../../scripts/test/e2eEnv.mjs';
import { waitForSentryEvents } from '../support/sentry';
import { uniqueToken } from '../support/aws';
import { expect, expectInPage, test } from './support/fixtures';

test.skip(
  ({ engine }) => engine !== 'webkit',
  'WebKit only: the engine without requestIdleCallback',
);
test.skip(
  !existsSync(join(previewDistDir, 'BUILD_ID')),
  'needs the preview build: `npm test` makes it (or npm run build:e2e -- --only preview)',
);

test('Sentry starts after load and reports an uncaught error, unhandled, from WebKit', async ({
  site,
}) => {
  const token = uniqueToken();
  const message = `e2e webkit error ${token}`;
  await site.goto(`http://localhost:${e2ePorts.preview}/company?e2e=${token}`);
  await expectInPage(site, 'Sentry has started', true, () => '__chaedleSentry' in window);
  await site.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  const [recorded] = await waitForSentryEvents(message, 1, 30_000);
  const event = recorded!.event;
  expect(event.exception?.values?.[0]?.mechanism?.handled).toBe(false);
  expect(event.request?.url).toBe(`http://localhost:${e2ePorts.preview}/company`);
  expect(event.request?.headers?.['User-Agent']).toMatch(/AppleWebKit/);
  // The error was thrown on purpose: the fixture's check of uncaught errors is left the others.
  expect(await site.takeErrors()).toEqual([expect.stringContaining(message)]);
});
