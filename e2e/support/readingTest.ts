/**
 * `readingTest`: `test` (e2e/support/test.ts, its CPU fixture included) for specs whose tests each
 * load their own pages: each test still loads its page with `goto` (a new document), but in one tab
 * the worker keeps, not in a new browser context. A new context starts a new renderer, which compiles the
 * site's scripts and axe-core again; the kept tab's renderer has them compiled already
 * (docs/testing.md, "One tab per worker").
 *
 * What a test adds to the tab is removed after it: its event listeners, init scripts and routes;
 * cookies, local and session storage are cleared, and the tab goes to about:blank; each test sets
 * its viewport, motion and colours. `page.clock` cannot be removed again: such a test keeps `test`.
 * Options a tab cannot change (locale, user agent, touch, JavaScript) get a tab of their own, kept
 * too. A test that needs a fresh context (a first visit's caches) keeps `test`. A failed test ends
 * the worker, so the next test starts in a fresh tab.
 */
import type { BrowserContextOptions, Disposable, Page } from '@playwright/test';
import { test } from './test';

export { expect } from './test';
export type { Page } from './test';

/** Page is an event emitter (Playwright's own), though its type does not say so. */
type Listener = (...args: unknown[]) => void;
type Emitter = {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): Listener[];
  off(name: string | symbol, listener: Listener): unknown;
};

export const readingTest = test.extend<object, { keptPages: Map<string, Page> }>({
  keptPages: [
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],

  page: async (
    {
      browser,
      keptPages,
      baseURL,
      locale,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      timezoneId,
      viewport,
      reducedMotion,
      colorScheme,
      forcedColors,
    },
    provide,
  ) => {
    // What a tab cannot change: the worker keeps a tab for each set of these a test asks for.
    const options: BrowserContextOptions = Object.fromEntries(
      Object.entries({
        baseURL,
        locale,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        javaScriptEnabled,
        timezoneId,
      }).filter(([, value]) => value !== undefined),
    );
    const key = JSON.stringify(options);
    let page = keptPages.get(key);
    if (!page) {
      page = await (await browser.newContext(options)).newPage();
      keptPages.set(key, page);
    }
    // A test's own viewport, motion and colours (`test.use`) apply to the kept tab too.
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({
      reducedMotion: reducedMotion ?? null,
      colorScheme: colorScheme ?? null,
      forcedColors: forcedColors ?? null,
      media: null,
    });
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
    // The next test's first `goto` loads a new document even to this URL with a #fragment (which
    // would otherwise only scroll), and nothing of this page runs meanwhile; the renderer stays.
    await page.goto('about:blank').catch(() => undefined);
  },
});
