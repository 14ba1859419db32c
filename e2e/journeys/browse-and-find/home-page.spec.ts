/**
 * Browsing the home page: the three figures, each a number to count up or a marked gap, the feature
 * tabs follow the tabs pattern, and the floating buttons lead to the admin site, the proposal page
 * and the contact section with their icons kept in the longest labels. Which figure is a number
 * and which a gap: components/home/sections/Figures.test.tsx, on a fixture with every fact
 * confirmed and one with none; counting up: e2e/preview/count-up.spec.ts. The contact section:
 * e2e/journeys/enquire/.
 */
import { expect, test } from '@playwright/test';
import { e2eAdminSiteUrl } from '../../support/facts';
import { skipVideoDialog } from '../../support/pageChecks';
import { messages } from '../../support/site';

const ko = messages.ko;

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => skipVideoDialog(page));

  test('three figures, each a number to count up or a marked gap, with no "example figures" note', async ({
    page,
  }) => {
    await page.goto('/ko');
    const section = page.locator('section').filter({ hasText: ko.Home.figures.title });
    const figureItems = section.locator('dl > div');
    await expect(figureItems).toHaveCount(3);
    const labels = [ko.Home.figures.sites, ko.Home.figures.defects, ko.Home.figures.perHousehold];
    for (const [index, label] of labels.entries()) {
      const item = figureItems.nth(index);
      await expect(item.locator('dt')).toHaveText(label);
      await expect(item.locator('dd')).toHaveCount(1);
      await expect(item.locator('dd > [data-value], dd > [data-placeholder]')).toHaveCount(1);
    }
    for (const gap of await section.locator('[data-placeholder]').all())
      await expect(gap).toHaveText(ko.Common.placeholder);
    await expect(section).not.toContainText(/예시|example/i);
  });

  test('each drawn app screen says it is an example: its name and a caption under it, in each language', async ({
    page,
  }) => {
    for (const locale of ['ko', 'en', 'vi'] as const) {
      const m = messages[locale].Home;
      await page.goto(`/${locale}`);
      // The resident and admin screens of the feature tabs (one per tab), and one per app.
      const screens = page.locator('[role="img"][data-caption]');
      await expect(screens).toHaveCount(5);
      const apps = (['resident', 'admin', 'resident', 'admin', 'crew'] as const).map(
        (id) => messages[locale].ServiceApps[id].name,
      );
      for (const [index, app] of apps.entries()) {
        const screen = screens.nth(index);
        await expect(screen).toHaveAttribute('aria-label', m.mockup.label.replace('{app}', app));
        await expect(screen).toHaveAttribute('data-caption', m.mockup.caption);
      }
      // The caption is shown: drawn under the screen by the stylesheet, in the room it keeps.
      const shown = screens.last();
      await shown.scrollIntoViewIfNeeded();
      const caption = await shown.evaluate((element) => {
        const after = getComputedStyle(element, '::after');
        return {
          content: after.content,
          display: after.display,
          margin: getComputedStyle(element).marginBottom,
        };
      });
      expect(caption.content).toBe(JSON.stringify(m.mockup.caption));
      expect(caption.display).not.toBe('none');
      expect(parseFloat(caption.margin)).toBeGreaterThan(30);
    }
  });

  test('feature tabs follow the tabs pattern', async ({ page }) => {
    await page.goto('/ko');
    const list = page.getByRole('tablist', { name: ko.Home.features.tablist });
    const residents = list.getByRole('tab', { name: ko.Home.features.residents.tab });
    const admins = list.getByRole('tab', { name: ko.Home.features.admins.tab });
    await expect(residents).toHaveAttribute('aria-selected', 'true');
    await residents.focus();
    await page.keyboard.press('ArrowRight');
    await expect(admins).toBeFocused();
    await expect(admins).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: ko.Home.features.admins.tab })).toBeVisible();
    await expect(page.getByText(ko.Home.features.admins.items[1]!.title)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(residents).toBeFocused();
  });

  test('floating buttons: admin site, proposal page and the contact section', async ({ page }) => {
    await page.goto('/ko');
    const floating = page.getByRole('navigation', { name: ko.Home.floating.label });
    const admin = floating.getByRole('link', { name: ko.Home.floating.admin });
    // The e2e build confirms the admin site with NEXT_PUBLIC_ADMIN_SITE_URL (scripts/test/e2eEnv.mjs).
    await expect(admin).toHaveAttribute('href', e2eAdminSiteUrl);
    await expect(floating.getByRole('link', { name: ko.Home.floating.proposal })).toHaveAttribute(
      'href',
      '/ko/contact/proposal',
    );
    await floating.getByRole('link', { name: ko.Home.floating.inquiry }).click();
    await expect(page).toHaveURL(/#contact$/);
    // 64 px below the top bar, to the pixel: the browser scrolls by whole pixels, and the
    // section may start at a fractional offset (seen: 63.17 after the browser's smooth scroll).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.abs(document.getElementById('contact')!.getBoundingClientRect().top - 64),
        ),
      )
      .toBeLessThan(1);
  });

  for (const width of [390, 800]) {
    test(`floating buttons at ${width} px: every one keeps its icon, in the longest labels (vi)`, async ({
      page,
    }) => {
      await skipVideoDialog(page);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/vi');
      const floating = page.getByRole('navigation', { name: messages.vi.Home.floating.label });
      const links = floating.getByRole('link');
      await expect(links).toHaveCount(3);
      const icons = await links.evaluateAll((all) =>
        all.map((link) => ({
          label: link.textContent,
          width: getComputedStyle(link, '::before').width,
          right: link.getBoundingClientRect().right,
        })),
      );
      for (const icon of icons) {
        expect(icon.width, icon.label!).toBe('20px');
        expect(icon.right, `${icon.label} inside the screen`).toBeLessThanOrEqual(width);
      }
    });
  }
});
