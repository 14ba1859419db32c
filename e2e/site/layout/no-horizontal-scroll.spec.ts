import { test } from '@playwright/test';
/**
 * No page scrolls sideways from 360 to 1440 px wide with the longest labels (Vietnamese): the home,
 * company and laboratory pages. The contact and service pages check 360 px in their own specs.
 */
import { expectNoHorizontalScroll, skipVideoDialog } from '../../support/pageChecks';

for (const width of [360, 768, 1024, 1440]) {
  test.describe(`no horizontal scrolling at ${width}`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => skipVideoDialog(page));
    for (const path of [
      '/vi',
      '/vi/company',
      '/vi/company/brand',
      '/vi/company/logo',
      '/vi/company/download',
      '/vi/company/recruit',
      '/vi/laboratory',
    ]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
