import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the page, run in the page itself (AxeBuilder's legacy mode). The default mode opens a
 * second page for every analysis to merge the frames' partial results and injects axe into it
 * again: twice the time of the analysis for the same result (docs/testing.md, "axe in the page").
 * The site has no frames to merge (its CSP is `frame-src 'none'`; the sanitiser's hidden parsing
 * frame is gone once the terms are shown), so both modes check the same document with the same
 * rules.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Runs axe on the page (or inside `include`) and expects zero violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = axe(page)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** Keeps the home page's video dialog from opening by itself ('not today' already chosen). */
export async function skipVideoDialog(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('chaedle.videoDialog.hideUntil', String(Date.now() + 86_400_000));
  });
}

/** Presses Tab `times` times and expects focus to stay inside `container` every time. */
export async function expectFocusTrapped(page: Page, container: Locator, times = 12) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

/** The page behind a modal does not scroll: wheel and keyboard leave scrollY unchanged. */
export async function expectScrollLocked(page: Page) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 300);
  await page.mouse.wheel(0, 900);
  // Absence is the point: a wheel scroll starts on the next frame; 150 ms is several frames.
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
}

/**
 * Waits for <html data-page-idle> (components/ui/PageIdleMarker.tsx): the page has hydrated, its
 * effects have run and it has been idle once. What hydration would do (open the video dialog,
 * paint it, start an animation) has been done by then, so its absence can be checked at once.
 */
export async function pageHydratedAndIdle(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-idle', '');
}

/** The page does not scroll sideways at its viewport's width. */
export async function expectNoHorizontalScroll(page: Page, label?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, label).toBeLessThanOrEqual(0);
}

/** The play states of the page's CSS animations named `name` (CSS modules prefix the name). */
export function cssAnimationStates(page: Page, name: string) {
  return page.evaluate(
    (name) =>
      document
        .getAnimations()
        .filter((a) => (a as CSSAnimation).animationName?.endsWith(name))
        .map((a) => a.playState),
    name,
  );
}

/**
 * How many times the page recalculated style during `ms` (CDP `RecalcStyleCount`). An animation the
 * compositor cannot run restyles the page every frame, about 60 a second (docs/performance.md,
 * "The chips' float on the compositor").
 */
export async function styleRecalculationsDuring(page: Page, ms: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const count = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'RecalcStyleCount')!
      .value;
  const before = await count();
  await page.waitForTimeout(ms);
  const during = (await count()) - before;
  await cdp.detach();
  return during;
}
