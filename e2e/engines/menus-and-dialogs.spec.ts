/**
 * The site's menus and dialogs in WebKit and Firefox: the drawer and the menus, the language
 * selector, the download dialog's QR codes, the home page's video dialog, the FAQ tabs and the 404
 * page.
 */
import { qrTarget } from '../../lib/content/company';
import { faqEntries } from '../../lib/content/faq';
import { VIDEO_HIDE_KEY } from '../../lib/browser/domMarkers';
import { messages } from '../support/site';
import { expect, expectInPage, test } from './support/fixtures';
import {
  expectDialog,
  expectHeading,
  expectPath,
  expectShown,
  expectVideoPlaysOrPoster,
  pageHydrated,
} from './support/journey';

const ko = messages.ko;

const expanded = (css: string, name: string) => (site: Parameters<typeof expectInPage>[0]) =>
  expectInPage(
    site,
    `${name} is expanded`,
    'true',
    (css: string, name: string) =>
      Array.from(document.querySelectorAll(css))
        .find((b) => b.textContent?.trim() === name)
        ?.getAttribute('aria-expanded') ?? null,
    css,
    name,
  );

test('the drawer at 390 px: opens, a panel expands, a link navigates and closes it', async ({
  site,
}) => {
  await site.setViewport(390, 844);
  await site.goto('/ko/company');
  await pageHydrated(site);
  await site.click({ css: 'button', text: ko.Common.openMenu });
  await expectShown(site, `dialog[open][aria-label="${ko.Header.drawer}"]`);
  await site.click({ css: 'dialog[open] button', text: ko.Nav.contact });
  await expanded('dialog[open] button', ko.Nav.contact)(site);
  await site.click({ css: 'dialog[open] a', text: ko.NavItems.faq });
  await expectPath(site, /^\/ko\/contact\/faq$/);
  await expectShown(site, 'dialog[open]', 0);
});

test('the desktop menus at 1440 px: a menu opens and its link navigates', async ({ site }) => {
  await site.setViewport(1440, 900);
  await site.goto('/ko/company');
  await pageHydrated(site);
  const nav = `nav[aria-label="${ko.Nav.primary}"]`;
  await site.click({ css: `${nav} button`, text: ko.Nav.service });
  await expanded(`${nav} button`, ko.Nav.service)(site);
  await site.click({ css: `${nav} a`, text: ko.NavItems.crewDetail });
  await expectPath(site, /^\/ko\/service\/crew\/detail$/);
});

test('the language selector moves to /vi/company, remembered on the next unprefixed visit', async ({
  site,
}) => {
  await site.setViewport(1440, 900);
  await site.goto('/company');
  await pageHydrated(site);
  await site.select({ css: 'header select' }, 'vi');
  await expectPath(site, /^\/vi\/company$/);
  await expectInPage(site, 'the page is in Vietnamese', 'vi', () => document.documentElement.lang);
  await test.step('the next unprefixed visit', async () => {
    await site.goto('/');
    await expectPath(site, /^\/vi$/);
  });
});

test('the download dialog at 1440 px draws both QR codes', async ({ site }) => {
  await site.setViewport(1440, 900);
  await site.goto('/ko/company');
  await pageHydrated(site);
  await site.click({ css: 'header button', text: ko.Common.download });
  await expectDialog(site, ko.DownloadDialog.title);
  const codes = await site.evaluate(() =>
    Array.from(document.querySelectorAll('dialog[open] [data-qr-url]')).map((code) => {
      const box = code.querySelector('svg')?.getBoundingClientRect();
      return {
        url: code.getAttribute('data-qr-url'),
        drawn: !!box && box.width >= 100 && box.height >= 100,
      };
    }),
  );
  // Drawn at a size a phone can read; what they decode to is checked in Chromium
  // (e2e/journeys/get-the-app/qr-and-store-redirects.spec.ts), from the same server HTML.
  expect(codes).toEqual(
    (['resident', 'crew'] as const).map((app) => ({ url: qrTarget(app), drawn: true })),
  );
});

test('the video dialog: it plays or keeps its poster, and "not today" is remembered', async ({
  site,
}) => {
  await site.setViewport(1280, 800);
  await site.goto('/ko');
  await expectDialog(site, ko.Home.video.title);
  await pageHydrated(site);
  await test.step('play', async () => {
    await site.click({ css: 'dialog[open] button', text: ko.Home.video.play });
    const outcome = await expectVideoPlaysOrPoster(site);
    test.info().annotations.push({ type: 'video', description: outcome });
  });
  await test.step('"not today", then close', async () => {
    await site.click({ css: 'dialog[open] input[type=checkbox]', label: ko.Home.video.notToday });
    await site.click({ css: 'dialog[open] button', text: ko.Common.close });
    await expectDialog(site, ko.Home.video.title, false);
    const hideUntil = Number(
      await site.evaluate((key: string) => localStorage.getItem(key), VIDEO_HIDE_KEY),
    );
    expect(hideUntil).toBeGreaterThan(Date.now());
  });
  await test.step('the next visit: it stays closed', async () => {
    await site.goto('/ko');
    await pageHydrated(site);
    expect(await site.evaluate(() => document.querySelectorAll('dialog[open]').length)).toBe(0);
  });
});

test('the FAQ tabs: a category tab shows only its questions', async ({ site }) => {
  const faq = ko.Faq;
  await site.goto('/ko/contact/faq');
  await pageHydrated(site);
  await expectShown(site, '[data-faq-id]', faqEntries.length);
  await site.click({ css: '[role=tab]', text: faq.categories.defect });
  await expectInPage(
    site,
    'the defect tab is selected',
    faq.categories.defect,
    () => document.querySelector('[role=tab][aria-selected=true]')?.textContent?.trim() ?? null,
  );
  const defect = faqEntries.filter((e) => e.category === 'defect').map((e) => e.id);
  await expectInPage(site, 'only its questions are listed', defect, () =>
    Array.from(document.querySelectorAll('[data-faq-id]'))
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => e.getAttribute('data-faq-id')),
  );
});

test('an unknown address shows the 404 page in the visitor’s language', async ({ site }) => {
  await site.goto('/ko/no-such-page');
  await expectHeading(site, ko.NotFound.heading);
  await site.goto('/vi/no-such-page');
  await expectHeading(site, messages.vi.NotFound.heading);
});
