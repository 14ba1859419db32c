/**
 * No page scrolls sideways from 360 to 1440 px wide with the longest labels (Vietnamese), nor at a
 * phone's 360 px in Korean (words kept whole): each page loaded once, then measured at each width.
 */
import { test } from '@playwright/test';
import { expectNoHorizontalScroll, skipVideoDialog } from '../../support/pageChecks';
import { customerSlugs, localizedPath, pageEntries, type Locale } from '../../support/site';

const widthsOf: [Locale, number[]][] = [
  ['vi', [360, 768, 1024, 1440]],
  ['ko', [360]],
];

for (const [locale, widths] of widthsOf)
  for (const path of [...pageEntries.map(([, path]) => path), `/${customerSlugs[0]}`]) {
    const url = localizedPath(locale, path);
    test(url, async ({ page }) => {
      await skipVideoDialog(page);
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(url);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoHorizontalScroll(page, `${url} at ${width}`);
      }
    });
  }
