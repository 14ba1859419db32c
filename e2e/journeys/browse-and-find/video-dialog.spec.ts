/**
 * The home page's video dialog as a first visitor meets it and a returning one does not: it opens
 * by itself (already in the server's HTML, before the scripts), "not today" is remembered until
 * local midnight, it is a real modal (trap, scroll lock, Escape, focus return), its poster shows at
 * once and the video (WebM, then MP4) downloads only when played, and arriving for a section by its
 * hash leaves it closed.
 */
import { expect, test } from '@playwright/test';
import {
  cssAnimationStates,
  expectFocusTrapped,
  expectNoAxeViolations,
  expectScrollLocked,
  pageHydratedAndIdle,
  skipVideoDialog,
  withMotion,
} from '../../support/pageChecks';
import { messages } from '../../support/site';

const ko = messages.ko;
const HIDE_KEY = 'chaedle.videoDialog.hideUntil';

test.describe('video dialog', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens by itself; "not today" is remembered across reloads until local midnight', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-03-10T10:00:00'));
    await page.goto('/ko');
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveCount(1);
    // Painted before hydration; checked and used once the scripts have made it a modal.
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expectNoAxeViolations(page, 'dialog[open]');
    await dialog.getByRole('checkbox', { name: ko.Home.video.notToday }).check();
    await dialog.getByRole('button', { name: ko.Common.close }).first().click();
    await expect(dialog).toBeHidden();
    const stored = Number(await page.evaluate((key) => localStorage.getItem(key), HIDE_KEY));
    expect(new Date(stored).getHours()).toBe(0);
    expect(stored).toBe(new Date('2026-03-11T00:00:00').getTime());

    // Later the same day: it stays closed.
    await page.clock.setFixedTime(new Date('2026-03-10T23:59:00'));
    await page.reload();
    await pageHydratedAndIdle(page);
    await expect(dialog).toBeHidden();

    // After local midnight it opens again.
    await page.clock.setFixedTime(new Date('2026-03-11T00:00:30'));
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('the hero animations wait while the dialog covers the page and run once it is closed', async ({
    page,
  }) => {
    await withMotion(page);
    await page.goto('/ko');
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    const scan = page.locator('canvas[data-frames="429"]');
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(scan).toHaveAttribute('data-state', 'paused');
    const chipAnimations = (name: 'chip-in' | 'chip-float') => cssAnimationStates(page, name);
    const chipFloats = () => chipAnimations('chip-float');
    await expect.poll(chipFloats).toEqual(['paused', 'paused', 'paused']);
    // The chips' pop-in waits too: unseen under the dialog, it would keep the main thread drawing
    // frames while the page loads. The chips are not shown yet; they pop in once it is closed.
    await expect.poll(() => chipAnimations('chip-in')).toEqual(['paused', 'paused', 'paused']);
    const chips = page.locator('main ul[aria-hidden] > li');
    await expect(chips).toHaveCount(3);
    for (const chip of await chips.all()) await expect(chip).toHaveCSS('opacity', '0');
    const frame = await scan.getAttribute('data-frame');
    // Absence is the point: running at 60 fps it would draw about 18 frames in 300 ms.
    await page.waitForTimeout(300);
    expect(await scan.getAttribute('data-frame')).toBe(frame);
    await page.keyboard.press('Escape');
    await expect(scan).toHaveAttribute('data-state', 'running');
    await expect.poll(async () => await scan.getAttribute('data-frame')).not.toBe(frame);
    await expect.poll(chipFloats).toEqual(['running', 'running', 'running']);
    await expect
      .poll(() => chipAnimations('chip-in'))
      .toEqual(['finished', 'finished', 'finished']);
    for (const chip of await chips.all()) await expect(chip).toHaveCSS('opacity', '1');
  });

  test('closing without the checkbox shows it again on the next visit', async ({ page }) => {
    await page.goto('/ko');
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    await expect(dialog).toBeVisible();
    // Painted before hydration, it closes by keyboard once the scripts have made it a modal.
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('the hero button opens it by keyboard: trap, scroll lock, Escape, focus return', async ({
    page,
  }) => {
    await skipVideoDialog(page);
    await page.goto('/ko');
    const opener = page.getByRole('button', { name: ko.Home.video.open });
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    // A key pressed before the page's scripts have hydrated does nothing: press until it opens.
    await expect(async () => {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, dialog, 8);
    await expectScrollLocked(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('before the scripts have loaded (a slow phone), a first visit already shows it', async ({
    page,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/ko');
    const dialog = page.locator('dialog[data-first-paint]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: ko.Home.video.title })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    // Centred in the viewport, not where the hero's button sits in the page.
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - 400)).toBeLessThan(2);
    // Already a modal (the page behind inert): hydration has no page-wide restyle left to do.
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    // The play button works already: the dialog's inline script adds the controls and plays.
    const video = dialog.locator('video');
    await dialog.getByRole('button', { name: ko.Home.video.play }).click();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toBeFocused();
    await expect(dialog.getByRole('button', { name: ko.Home.video.play })).toBeHidden();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
  });

  test('closed with Escape before the scripts have run, it stays closed once they have, and the hero button opens it', async ({
    page,
  }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/ko', { waitUntil: 'domcontentloaded' });
    const dialog = page.locator('dialog[data-first-paint]');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    release();
    await pageHydratedAndIdle(page);
    const named = page.getByRole('dialog', { name: ko.Home.video.title });
    await expect(named).toBeHidden();
    await page.getByRole('button', { name: ko.Home.video.open }).click();
    await expect(named).toBeVisible();
    await expect.poll(() => named.evaluate((el) => el.matches(':modal'))).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('it stays closed: it could not be closed again', async ({ page }) => {
      await page.goto('/ko');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const dialog = page.locator('dialog[data-first-paint]');
      await expect(dialog).toHaveCount(1);
      await expect(dialog).toBeHidden();
    });
  });

  test('once hydrated it is a real modal', async ({ page }) => {
    await page.goto('/ko');
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await pageHydratedAndIdle(page);
    await expectFocusTrapped(page, dialog, 6);
    await expectScrollLocked(page);
  });

  test('shows the poster at once and downloads the video only when it is played', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/ko');
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    const poster = dialog.locator('img');
    await expect(poster).toBeVisible();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    // Absence is the point: a preloading video is requested with the page, before its poster
    // has decoded; 800 ms more covers a busy host.
    await page.waitForTimeout(800);
    expect(videoRequests).toEqual([]);

    // Chromium's native controls cost a slow phone's first visit about a tenth of its main-thread
    // time: the poster carries a play button instead, and the controls come with the first play
    // (docs/performance.md).
    const video = dialog.locator('video');
    await expect(video).not.toHaveAttribute('controls');
    const play = dialog.getByRole('button', { name: ko.Home.video.play });
    await pageHydratedAndIdle(page);
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
    await expect(video).toHaveAttribute('controls');
    await expect(play).toHaveCount(0);
    // Focus goes to the video, inside the dialog, not to the page behind.
    await expect(video).toBeFocused();
    await expectNoAxeViolations(page, 'dialog[open]');

    // Closed and opened again: the poster and its play button, the controls gone.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: ko.Home.video.open }).click();
    await expect(dialog.getByRole('button', { name: ko.Home.video.play })).toBeVisible();
    await expect(dialog.locator('video')).not.toHaveAttribute('controls');
  });

  test('the video comes as WebM, then MP4 (H.264) for a Safari that plays no WebM: both whole, both play', async ({
    page,
  }) => {
    // Safari before 17.4 plays no WebM (docs/engines.md). The WebM first: it is the
    // smaller file, and any engine that plays it takes it.
    await page.goto('/ko');
    const video = page.getByRole('dialog', { name: ko.Home.video.title }).locator('video');
    const sources = await video
      .locator('source')
      .evaluateAll((all: HTMLSourceElement[]) => all.map((s) => ({ src: s.src, type: s.type })));
    expect(sources.map((s) => s.type)).toEqual([
      'video/webm; codecs="vp9"',
      'video/mp4; codecs="avc1.4D401E"',
    ]);
    for (const { src, type } of sources) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toBe(type.split(';')[0]);
      const head = (await response.body()).subarray(0, 4096).toString('latin1');
      // An MP4's moov (with the avcC that names its profile) before its data: it can start playing
      // before it has all arrived.
      if (type.startsWith('video/mp4'))
        expect(head).toMatch(/ftyp[\s\S]*moov[\s\S]*avcC\x01\x4d\x40\x1e/);
      else expect(head).toContain('V_VP9');
      // Played alone to its end in a video of its own, where this browser decodes the format
      // (Debian's Chromium decodes both; a build without H.264 says '' for the MP4).
      const played = await page.evaluate(
        async ({ src, type }) => {
          const element = document.createElement('video');
          if (!element.canPlayType(type)) return 'not decodable here';
          element.muted = true;
          element.src = src;
          element.playbackRate = 4;
          await element.play();
          await new Promise((resolve) =>
            element.addEventListener('ended', resolve, { once: true }),
          );
          return `${element.videoWidth}×${element.videoHeight}, ${element.duration.toFixed(1)} s`;
        },
        { src, type },
      );
      if (played === 'not decodable here') {
        expect(type, 'only the MP4 may not be decodable (a Chromium built without H.264)').toMatch(
          /^video\/mp4/,
        );
      } else expect(played, src).toBe('640×360, 6.0 s');
    }
  });

  test('a "not today" visitor never sees it painted, not even before hydration', async ({
    page,
  }) => {
    await skipVideoDialog(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __introPainted?: boolean };
      w.__introPainted = false;
      // Opened and closed again within one task would never be painted: record every opening too.
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as HTMLDialogElement).open)) w.__introPainted = true;
      }).observe(document, { subtree: true, attributeFilter: ['open'] });
      const watch = () => {
        for (const dialog of document.querySelectorAll('dialog')) {
          // A closed dialog may be laid out already, hidden (useModalDialog): not painted.
          if (dialog.checkVisibility({ visibilityProperty: true })) w.__introPainted = true;
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto('/ko');
    await pageHydratedAndIdle(page);
    expect(
      await page.evaluate(() => (window as unknown as { __introPainted?: boolean }).__introPainted),
    ).toBe(false);
  });

  test('arriving for a section by its hash does not open it', async ({ page }) => {
    await page.goto('/ko#contact');
    await pageHydratedAndIdle(page);
    await expect(page.getByRole('dialog', { name: ko.Home.video.title })).toBeHidden();
  });

  test('after arriving for a section, the hero button still opens it on a later visit in the same tab', async ({
    page,
  }) => {
    await page.goto('/ko#contact');
    const dialog = page.getByRole('dialog', { name: ko.Home.video.title });
    await pageHydratedAndIdle(page);
    await expect(dialog).toBeHidden();
    // Away and back without a page load: the home page mounts again in the browser.
    await page.getByRole('contentinfo').locator('a[href="/ko/company"]').first().click();
    await expect(page).toHaveURL(/\/ko\/company$/);
    await page.getByRole('banner').locator('a[href="/ko"]').first().click();
    await expect(page).toHaveURL(/\/ko$/);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ko.Common.close }).first().click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: ko.Home.video.open }).click();
    await expect(dialog).toBeVisible();
  });
});
