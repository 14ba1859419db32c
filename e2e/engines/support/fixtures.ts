/**
 * `test` for the journeys in WebKit and Firefox (the `webkit` and `firefox` projects of
 * playwright.config.ts): one browser per worker (`engineBrowser`, from the project's `engine`
 * option) and, per test, a `site` session shared by the journey's steps. After each test: a
 * screenshot into the test's output folder when it failed, and no uncaught script error on any
 * page it visited (docs/testing.md).
 */
import { writeFileSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { AXE_TAGS, axeSource, violationsInPage } from '../../support/axe';
import type { Engine, EngineBrowser, PageFunction, Session } from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

export { expect };
export type { Session };

type EngineOptions = { engine: Engine };
export const test = base.extend<
  { site: Session },
  EngineOptions & { engineBrowser: EngineBrowser }
>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = engine === 'webkit' ? await launchWebKit() : await launchFirefox();
      await use(browser);
      await browser.close();
    },
    // Starting MiniBrowser or Firefox takes 6-20 s on a busy two-core host.
    { scope: 'worker', timeout: 120_000 },
  ],
  site: [
    async ({ engineBrowser, baseURL }, use, testInfo) => {
      const session = await engineBrowser.newSession(baseURL!);
      testInfo.annotations.push({ type: 'engine', description: engineBrowser.version });
      await use(session);
      const errors = await session
        .takeErrors()
        .catch((error: Error) => [`the session was lost: ${error.message}`]);
      if (testInfo.status !== testInfo.expectedStatus || errors.length > 0) {
        const screenshot = await session.screenshot().catch(() => undefined);
        if (screenshot) {
          const path = testInfo.outputPath('failure.png');
          writeFileSync(path, screenshot);
          await testInfo.attach('failure', { path, contentType: 'image/png' });
        }
      }
      await engineBrowser.endSession?.(session);
      expect(errors, 'uncaught script errors on the pages this journey visited').toEqual([]);
    },
    { scope: 'test' },
  ],
});

/** Waits until `fn` run in the page returns `expected` (compared as JSON), like expect.poll. */
export async function expectInPage<A extends unknown[], R>(
  site: Session,
  what: string,
  expected: R,
  fn: PageFunction<A, R>,
  ...args: A
) {
  await expect.poll(() => site.evaluate(fn, ...args), { message: what }).toEqual(expected);
}

/** axe-core in the page (WCAG 2.2 AA, the Chromium suite's tags): no violation. */
export async function expectNoAxeViolations(site: Session) {
  await site.addScript(axeSource);
  const violations = await site.evaluate(violationsInPage, { tags: AXE_TAGS });
  expect(violations).toEqual([]);
}
