/**
 * What the home page costs a phone to style and hydrate: its element count on a first visit stays
 * within a budget, and the icons the stylesheets draw come from two images (docs/performance.md).
 */
import { expect, test } from '@playwright/test';
import { pageHydratedAndIdle, skipVideoDialog } from '../../support/pageChecks';
import { messages } from '../../support/site';
import { SITE_MARK_PATH } from '../../../lib/content/siteMark';

const ko = messages.ko;

/**
 * Every element is paid for in style, layout and hydration on a slow phone. The home page's count
 * as a first visitor gets it (the video dialog open), once hydrated and once the toaster has
 * mounted in the first idle period, may not grow: the page has 489 now (the video's sample mark
 * is the latest, two elements), plus room for three of React's reveal scripts that a build may
 * emit or not (docs/performance.md). Decorative icons are CSS, not
 * <svg> elements. A change that must add elements raises the figure there and here. Not counted:
 * the closed dialogs and drawer a tap will show, rendered once the page is idle and held hidden
 * (`dialog[data-held]`, docs/performance.md, "Interactions"): no part of the load.
 */
const HOME_ELEMENT_BUDGET = 492;

test.describe('page weight', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(`a first visit to /ko has at most ${HOME_ELEMENT_BUDGET} elements once hydrated`, async ({
    page,
  }) => {
    await page.goto('/ko');
    await expect(page.getByRole('dialog', { name: ko.Home.video.title })).toBeVisible();
    await pageHydratedAndIdle(page);
    // The toaster mounts when the page is first idle (its section and sonner's style element):
    // counted always, so that the figure does not depend on how soon the host fell idle.
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
    const { count, byTag } = await page.evaluate(() => {
      const elements = [...document.getElementsByTagName('*')].filter(
        (element) => !element.closest('dialog[data-held]'),
      );
      const tags = new Map<string, number>();
      for (const { tagName } of elements) tags.set(tagName, (tags.get(tagName) ?? 0) + 1);
      return { count: elements.length, byTag: JSON.stringify(Object.fromEntries(tags)) };
    });
    // The tags in the message say what grew if it fails.
    expect(count, byTag).toBeLessThanOrEqual(HOME_ELEMENT_BUDGET);
  });

  test('the icons the stylesheets draw come from two images, masks from one and backgrounds from the other', async ({
    page,
  }) => {
    // Chromium sets up each distinct SVG image as a document of its own inside a style
    // recalculation (docs/performance.md).
    await skipVideoDialog(page);
    await page.goto('/ko');
    await pageHydratedAndIdle(page);
    const images = await page.evaluate(() => {
      const found = { mask: new Set<string>(), background: new Set<string>(), drawn: 0 };
      const urls = (value: string) => value.match(/url\("[^"]*"\)/g) ?? [];
      for (const element of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const mask = urls(style.maskImage);
          const background = urls(style.backgroundImage);
          mask.forEach((url) => found.mask.add(url));
          background.forEach((url) => found.background.add(url));
          found.drawn += mask.length + background.length;
        }
      }
      return { mask: [...found.mask], background: [...found.background], drawn: found.drawn };
    });
    // The menu, the globe, the chevrons, the download and outbound arrows, the floating buttons'
    // icons, the logo, the play mark, the checks and the scanner.
    expect(images.drawn).toBeGreaterThan(20);
    expect(images.mask).toHaveLength(1);
    // Once the register confirms the company's mark, the header and the footer draw its own file
    // (docs/copy.md): an image more, but not an icon of the sheets.
    const background = images.background.filter((url) => !url.includes(SITE_MARK_PATH));
    expect(background).toHaveLength(1);
    expect(images.mask[0]).not.toBe(background[0]);
  });
});
