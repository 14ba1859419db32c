/**
 * The home page's animations cost the page's main thread nothing: the hero canvases (their sizes
 * and frame counts) run on screen and pause off screen, drawn by workers; the chips float on the
 * compositor; a canvas whose worker cannot be fetched shows its still frame instead of nothing.
 */
import { expect, test } from '@playwright/test';
import {
  cssAnimationStates,
  pageHydratedAndIdle,
  skipVideoDialog,
  styleRecalculationsDuring,
  withMotion,
} from '../../support/pageChecks';

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => skipVideoDialog(page));

  test('canvas animations: 1000×1000, 429 and 829 frames, running on screen, paused off screen', async ({
    page,
  }) => {
    await withMotion(page);
    await page.goto('/ko');
    const scan = page.locator('canvas[data-frames="429"]');
    const classify = page.locator('canvas[data-frames="829"]');
    await expect(scan).toHaveAttribute('data-state', 'running');
    await expect(classify).toHaveAttribute('data-state', 'paused');
    const first = Number(await scan.getAttribute('data-frame'));
    await expect.poll(async () => Number(await scan.getAttribute('data-frame'))).not.toBe(first);
    await classify.scrollIntoViewIfNeeded();
    await expect(classify).toHaveAttribute('data-state', 'running');
    await expect(scan).toHaveAttribute('data-state', 'paused');
    const paused = await scan.getAttribute('data-frame');
    // Absence is the point: running at 60 fps it would draw about 18 frames in 300 ms.
    await page.waitForTimeout(300);
    expect(await scan.getAttribute('data-frame')).toBe(paused);
  });

  test('the canvases are drawn by workers, so their frames cost the page’s main thread nothing', async ({
    page,
  }) => {
    await withMotion(page);
    // docs/performance.md.
    await page.goto('/ko');
    const scan = page.locator('canvas[data-frames="429"]');
    await expect(scan).toHaveAttribute('data-state', 'running');
    // A frame reported: the worker has the canvas.
    await expect(scan).toHaveAttribute('data-frame', /^\d+$/);
    const drawnBy = await scan.evaluate((canvas: HTMLCanvasElement) => {
      try {
        canvas.getContext('2d');
        return 'the page';
      } catch (error) {
        // Its control was handed to an OffscreenCanvas.
        return (error as DOMException).name === 'InvalidStateError' ? 'a worker' : String(error);
      }
    });
    expect(drawnBy).toBe('a worker');
  });

  test('while the hero moves, the main thread stays idle: the chips float on the compositor', async ({
    page,
  }) => {
    await withMotion(page);
    // docs/performance.md. A phone's width: no AI banner
    // (e2e/journeys/browse-and-find/menus-and-dialogs.spec.ts checks its scanner).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ko');
    await pageHydratedAndIdle(page);
    // The pop-ins over (their start and end are main-thread work), the floats going on.
    await expect
      .poll(() => cssAnimationStates(page, 'chip-in'))
      .toEqual(['finished', 'finished', 'finished']);
    await expect
      .poll(() => cssAnimationStates(page, 'chip-float'))
      .toEqual(['running', 'running', 'running']);
    await expect(page.locator('canvas[data-frames="429"]')).toHaveAttribute(
      'data-state',
      'running',
    );
    // Measured: 0-6 (10 on one core; the canvas worker's frame reports, ten a second, set an
    // attribute). Animated on the main thread, the floats restyled the page every frame: 46-60.
    expect(
      await styleRecalculationsDuring(page, 1000),
      'style recalculations in one second',
    ).toBeLessThan(20);
  });

  test('a canvas whose worker cannot be fetched shows its still frame instead of nothing', async ({
    page,
  }) => {
    // A dropped connection: every worker's script is a 404.
    await page.addInitScript(() => {
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(_url: string | URL, options?: WorkerOptions) {
          super('/no-such-worker.js', options);
        }
      };
    });
    await page.goto('/ko');
    const scan = page.locator('canvas[data-frames="429"]');
    await expect(scan).toHaveAttribute('data-state', 'still');
    await expect(scan).toHaveAttribute('data-frame', '360');
    const drawn = await scan.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4 * 16) if (data[i]) painted += 1;
      return painted;
    });
    expect(drawn).toBeGreaterThan(0);
  });
});
