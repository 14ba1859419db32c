import { expect, type Locator, type Page } from '@playwright/test';
import { AXE_TAGS, axeSource, violationsInPage } from './axe';

/**
 * axe's WCAG 2.2 AA violations on the page, or inside the elements matching `include`. axe-core
 * goes into the page once per document (AxeBuilder put it in twice per analysis and returned every
 * pass too: 1.1-1.5 s an analysis against 0.4-0.9 s; docs/testing.md). The site
 * has no frames (its CSP is `frame-src 'none'`; the sanitiser's hidden parsing frame is gone once
 * the terms are shown), so the top document is all there is to check.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(violationsInPage, { tags: AXE_TAGS, include });
}

/** Runs axe on the page (or inside `include`) and expects zero violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * Motion on for this page: the Chromium project runs with reduced motion (playwright.config.ts;
 * docs/testing.md), so a test about an animation, a count-up or smooth
 * scrolling asks for the motion a visitor without that preference sees. Call before `goto`.
 */
export async function withMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
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
 * compositor cannot run restyles the page every frame, about 60 a second (docs/performance.md).
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
