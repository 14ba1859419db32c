/**
 * Following a link to a section of a page: it scrolls smoothly to the section, below the fixed top
 * bar; a navigation to another page starts at its top.
 */
import { expect, test } from '@playwright/test';
import { withMotion } from '../../support/pageChecks';

test('a hash link scrolls smoothly below the fixed top bar; navigation starts at the top', async ({
  page,
}) => {
  await withMotion(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/company');
  await page.waitForLoadState('networkidle');
  // A tall page with a hash target, added outside React's tree so it survives the navigation below.
  await page.evaluate(() => {
    const block = (height: number) =>
      Object.assign(document.createElement('div'), { style: `height:${height}px` });
    const target = Object.assign(document.createElement('h2'), {
      id: 'e2e-target',
      textContent: 'target',
    });
    const link = Object.assign(document.createElement('a'), {
      href: '#e2e-target',
      id: 'e2e-link',
      textContent: 'jump',
    });
    document.body.prepend(link);
    document.body.append(block(2000), target, block(2000));
  });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'smooth',
  );
  await page.click('#e2e-link');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById('e2e-target')!.getBoundingClientRect().top),
      ),
    )
    .toBe(64);

  await page.locator('header a[href="/laboratory"]').first().click();
  await page.waitForURL('**/laboratory');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
