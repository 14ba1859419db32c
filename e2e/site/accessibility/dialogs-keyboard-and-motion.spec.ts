import { expect, test, type Locator, type Page } from '@playwright/test';
import { invocations, uniqueToken } from '../../support/aws';
import {
  expectNoAxeViolations,
  pageHydratedAndIdle,
  skipVideoDialog,
} from '../../support/pageChecks';
import { screenPixels } from '../../support/pixels';
import { localizedPath, locales, messages } from '../../support/site';

/**
 * WCAG 2.2 AA beyond the page sweep of every-route.spec.ts: every dialog and the drawer in every
 * locale, a keyboard-only journey, the skip link and landmarks, and reduced motion.
 */

/** Presses Tab until `target` has focus (at most `max` presses); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`dialogs and drawer pass axe in ${locale}`, () => {
    test.describe('desktop', () => {
      test.use({ viewport: { width: 1280, height: 800 } });
      test.beforeEach(async ({ page }) => {
        await skipVideoDialog(page);
        await page.goto(localizedPath(locale, '/'));
      });

      test('the download dialog', async ({ page }) => {
        await page.getByRole('banner').getByRole('button', { name: m.Common.download }).click();
        const download = page.getByRole('dialog', { name: m.DownloadDialog.title });
        await expect(download).toBeVisible();
        await expectNoAxeViolations(page, 'dialog[open]');
        await page.keyboard.press('Escape');
        await expect(download).toBeHidden();
      });

      test('the AI request dialog and its alert', async ({ page }) => {
        await page.getByRole('button', { name: m.AiBanner.open, exact: true }).click();
        const ai = page.getByRole('dialog', { name: m.AiDialog.title });
        await expect(ai).toBeVisible();
        await expectNoAxeViolations(page, 'dialog[open]');
        await ai.locator('button[type=submit]').click();
        await expect(page.getByRole('alertdialog')).toContainText(m.Forms.alert.required);
        await expectNoAxeViolations(page);
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: m.Forms.alert.confirm })
          .click();
        await page.keyboard.press('Escape');
        await expect(ai).toBeHidden();
      });

      test('the video dialog', async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: m.Home.video.title });
        // A click before the page's scripts have hydrated does nothing: click until it opens.
        await expect(async () => {
          if (!(await dialog.isVisible()))
            await page.getByRole('button', { name: m.Home.video.open }).click({ timeout: 2_000 });
          await expect(dialog).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await expectNoAxeViolations(page, 'dialog[open]');
      });
    });

    test('the drawer with every panel open (phone)', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localizedPath(locale, '/company'));
      await page.getByRole('button', { name: m.Common.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: m.Header.drawer });
      await expect(drawer).toBeVisible();
      for (const menu of ['company', 'service', 'contact'] as const) {
        await drawer.getByRole('button', { name: m.Nav[menu] }).click();
      }
      await expect(drawer.getByRole('link', { name: m.NavItems.faq })).toBeVisible();
      await expectNoAxeViolations(page, 'dialog[open]');
    });
  });
}

test('the AI completion dialog passes axe', async ({ page }) => {
  const token = uniqueToken();
  await page.goto('/company');
  const en = messages.en;
  await page.getByRole('button', { name: en.AiBanner.open, exact: true }).click();
  const form = page.getByRole('dialog', { name: en.AiDialog.title }).locator('form');
  await form.getByLabel(en.Forms.fields.name, { exact: true }).fill('Axe Tester');
  await form.getByLabel(en.Forms.fields.company, { exact: true }).fill('Axe Co');
  await form.getByLabel(en.Forms.fields.email, { exact: true }).fill(`${token}@example.com`);
  await form.getByRole('checkbox', { name: en.Forms.privacyNoticeAgree }).check();
  await form.locator('button[type=submit]').click();
  await expect(page.getByRole('dialog', { name: en.AiDialog.completeTitle })).toBeVisible({
    timeout: 12_000,
  });
  await expectNoAxeViolations(page, 'dialog[open]');
  expect(await invocations(token)).toHaveLength(1);
});

test.describe('keyboard only', () => {
  const en = messages.en;
  const F = en.Forms;
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact/proposal');
  });

  test('the first Tab reaches a visible skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: en.Common.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  // A menu and the download dialog by keyboard: browse-and-find/menus-and-dialogs.spec.ts.

  test('the proposal form, typed and sent with the keyboard alone', async ({ page }) => {
    const token = uniqueToken();
    const form = page.getByRole('main').locator('form');
    const typed: [string, string][] = [
      [F.fields.name, 'Keyboard Kim'],
      [F.fields.company, 'Tab Co'],
      [F.fields.department, 'Access'],
      [F.fields.phone, '01012345678'],
      [F.fields.email, `${token}@example.com`],
      [F.fields.content, 'Sent without a mouse.'],
    ];
    for (const [label, value] of typed) {
      await tabTo(page, form.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    }
    const privacyNoticeAccepted = form.getByRole('checkbox', { name: F.privacyNoticeAgree });
    await tabTo(page, privacyNoticeAccepted);
    await page.keyboard.press('Space');
    await expect(privacyNoticeAccepted).toBeChecked();
    await tabTo(page, form.locator('button[type=submit]'));
    await page.keyboard.press('Enter');

    const success = page.getByRole('dialog', { name: F.success.title });
    await expect(success).toBeVisible({ timeout: 12_000 });
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    const [call] = await invocations(token);
    expect(call!.payload.content).toContain('이름: Keyboard Kim');
  });
});

test.describe('landmarks', () => {
  for (const path of [
    '/',
    '/company',
    '/contact/faq',
    '/ko/service/crew/detail',
    '/vi/laboratory',
  ]) {
    test(`${path}: one main, a banner, contentinfo and the skip link's target`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.locator('a.skip-link[href="#main"]')).toHaveCount(1);
      await expect(page.locator('main#main')).toHaveCount(1);
    });
  }
  for (const path of ['/HobanON', '/ko/private/consentComplete']) {
    test(`${path}: one main and no banner (a bare page)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('main#main')).toHaveCount(1);
    });
  }
});

test('focus is visible: a focused control draws an outline', async ({ page }) => {
  await page.goto('/contact/proposal');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});

test.describe('forced colours (Windows high contrast)', () => {
  test.use({
    forcedColors: 'active',
    colorScheme: 'dark',
    viewport: { width: 390, height: 844 },
  });

  /** Pixels of the control far from its most common colour: what is drawn on its background. */
  async function inkedPixels(page: Page, control: Locator) {
    const { data } = await screenPixels(page, control);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const rgb = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
    }
    const ground = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const [r, g, b] = [ground >> 16, (ground >> 8) & 0xff, ground & 0xff];
    let inked = 0;
    for (let i = 0; i < data.length; i += 4)
      if (
        Math.max(Math.abs(data[i]! - r), Math.abs(data[i + 1]! - g), Math.abs(data[i + 2]! - b)) >
        96
      )
        inked += 1;
    return inked;
  }

  test("the icon-only buttons still show their icon: menu, the drawer's close, the AI banner's close", async ({
    page,
  }) => {
    const m = messages.ko;
    await skipVideoDialog(page);
    await page.goto('/ko/company');
    await pageHydratedAndIdle(page);
    // The AI banner is shown from 768 px up, the menu button below 1024 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    const bannerClose = page
      .getByRole('region', { name: m.AiBanner.label })
      .getByRole('button', { name: m.AiBanner.close });
    expect(await inkedPixels(page, bannerClose), 'AI banner close').toBeGreaterThan(30);
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('button', { name: m.Common.openMenu });
    expect(await inkedPixels(page, menu), 'menu').toBeGreaterThan(30);
    await menu.click();
    const drawerClose = page.getByRole('dialog').getByRole('button', { name: m.Common.closeMenu });
    expect(await inkedPixels(page, drawerClose), 'drawer close').toBeGreaterThan(30);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no running animation, still canvases, and jumps instead of smooth scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ko');
    // The video dialog still opens (it is content, not motion) but without animating.
    await expect(page.getByRole('dialog', { name: messages.ko.Home.video.title })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    await expect(page.locator('canvas[data-frames]').first()).toHaveAttribute(
      'data-state',
      'still',
    );
    await pageHydratedAndIdle(page);
    // Absence is the point: decorative loops start in the first idle period, which has come;
    // 500 ms more lets one started then run.
    await page.waitForTimeout(500);
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return `${target?.nodeName}.${(target as Element | null)?.className} ${a.effect?.getComputedTiming().duration}`;
        }),
    );
    expect(moving).toEqual([]);
  });
});
