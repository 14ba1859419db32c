/**
 * What the site does where an engine lacks an API it uses (docs/engines.md):
 * each test removes the API from Chromium before the page's scripts run, as Safari or an
 * older Firefox would lack it, and checks the feature still works with no script error. The real
 * engines run the journeys (e2e/engines/).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { pageHydratedAndIdle, skipVideoDialog } from '../../support/pageChecks';
import { messages } from '../../support/site';

const ko = messages.ko;

// What a visitor of that engine sees, motion included (the project's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** Script errors the page throws from now on. */
function scriptErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('without requestIdleCallback (Safari): the page still becomes idle and its canvases run', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });
  await skipVideoDialog(page);
  const errors = scriptErrors(page);
  await page.goto('/ko');
  expect(await page.evaluate(() => 'requestIdleCallback' in window)).toBe(false);
  // lib/browser/idle.ts: once the page has loaded and painted, where there is no idle callback.
  await pageHydratedAndIdle(page);
  const scan = page.locator('canvas[data-frames="429"]');
  await expect(scan).toHaveAttribute('data-state', 'running');
  await expect(scan).toHaveAttribute('data-frame', /^\d+$/);
  expect(errors).toEqual([]);
});

test('without checkVisibility (Safari before 17.4): the AI banner still steps aside for the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    delete (Element.prototype as { checkVisibility?: unknown }).checkVisibility;
  });
  const errors = scriptErrors(page);
  await page.goto('/ko/company');
  const banner = page.getByRole('region', { name: ko.AiBanner.label });
  await expect(banner).toBeVisible();
  await pageHydratedAndIdle(page);
  await page.locator('footer').evaluate((footer) => footer.scrollIntoView({ behavior: 'instant' }));
  await expect(banner).toHaveAttribute('data-tucked', '');
  expect(errors).toEqual([]);
});

test('without transferControlToOffscreen (Safari before 16.4): a canvas shows its still frame', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
  });
  await skipVideoDialog(page);
  const errors = scriptErrors(page);
  await page.goto('/ko');
  const scan = page.locator('canvas[data-frames="429"]');
  await expect(scan).toHaveAttribute('data-state', 'still');
  await expect(scan).toHaveAttribute('data-frame', '360');
  expect(errors).toEqual([]);
});
