/**
 * `readingTest`: `test` (e2e/support/test.ts, its CPU fixture included) for specs whose tests only
 * read pages: each test still loads its page with `goto` (a new document), but in one tab the worker
 * keeps, not in a new browser context. A new context starts a new renderer, which compiles the
 * site's scripts and axe-core again; the kept tab's renderer has them compiled already
 * (docs/testing.md, "One tab per worker").
 *
 * What a test adds to the tab is removed after it: its event listeners, init scripts and routes;
 * cookies, local and session storage are cleared; each test sets its viewport and motion. A test
 * that needs a fresh context (a first visit's caches, another locale or device) keeps `test`. A
 * failed test ends the worker, so the next test starts in a fresh tab.
 */
import type { BrowserContextOptions, Disposable, Page } from '@playwright/test';
import { test } from './test';

export { expect } from './test';
export type { Page } from './test';

/** The context options of the project's `use` (worker fixtures cannot read test options). */
const contextOptionNames = [
  'baseURL',
  'locale',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'reducedMotion',
  'colorScheme',
  'timezoneId',
] as const satisfies readonly (keyof BrowserContextOptions)[];

/** Page is an event emitter (Playwright's own), though its type does not say so. */
type Listener = (...args: unknown[]) => void;
type Emitter = {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): Listener[];
  off(name: string | symbol, listener: Listener): unknown;
};

export const readingTest = test.extend<object, { keptPage: Page }>({
  keptPage: [
    async ({ browser }, use, workerInfo) => {
      const projectUse = workerInfo.project.use as BrowserContextOptions;
      const options = Object.fromEntries(
        contextOptionNames
          .filter((name) => projectUse[name] !== undefined)
          .map((name) => [name, projectUse[name]]),
      ) as BrowserContextOptions;
      const context = await browser.newContext(options);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],

  page: async ({ keptPage: page, viewport, reducedMotion }, provide) => {
    // A test's own viewport or motion (`test.use`) applies to the kept tab too; options a tab cannot
    // change (locale, user agent, touch) need a context of their own: such a spec keeps `test`.
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: reducedMotion ?? null, media: null });
    const events = page as unknown as Emitter;
    const listeners = new Map(events.eventNames().map((name) => [name, events.listeners(name)]));
    const initScripts: Disposable[] = [];
    const addInitScript = page.addInitScript;
    page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
      const added = await addInitScript.apply(page, args);
      initScripts.push(added);
      return added;
    };

    await provide(page);

    page.addInitScript = addInitScript;
    for (const added of initScripts) await added.dispose();
    for (const name of events.eventNames()) {
      const before = listeners.get(name) ?? [];
      for (const listener of events.listeners(name))
        if (!before.includes(listener)) events.off(name, listener);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().clearCookies();
    // The tab outlives the spec: the next spec in the worker finds the site's storage empty.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined); // a document without storage (an error page, about:blank)
  },
});
