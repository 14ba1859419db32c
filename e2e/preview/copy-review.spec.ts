/**
 * The review mode on a Vercel preview (docs/copy.md): switched on, it outlines
 * and numbers the registered drafts and placeholder assets of the page and lists them in a panel,
 * at a phone's and a desktop's width, in every language; switched off, the page carries none of it
 * and asks for nothing of it. The production build's side: e2e/site/content/copy-review-absent.spec.ts.
 */
import register from '../../lib/content/copyRegister.json';
import { REVIEW_MARK_ATTRIBUTE } from '../../components/review/reviewMarkers';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  pageHydratedAndIdle,
  skipVideoDialog,
} from '../support/pageChecks';
import {
  localizedPath,
  marketingPages,
  messages,
  type Locale,
  type MarketingPageId,
} from '../support/site';

const MARKED = `[${REVIEW_MARK_ATTRIBUTE}]`;
const reviewPages = ['home', 'company', 'laboratory', 'service', 'faq'] as const;
const draftsOn = (id: MarketingPageId) =>
  Object.entries(register.drafts)
    .filter(([, entry]) => !entry.confirmed && (entry.pages as string[]).includes(id))
    .map(([key]) => key);
/**
 * Drafts of other pages whose texts are also the texts of elements here: a history item of the
 * laboratory is also an app's feature on the home page ("국토교통부 하자 코드 내보내기").
 */
const notListedOn: Partial<Record<MarketingPageId, string[]>> = { home: ['Laboratory.history'] };

/** The requests of a page that belong to the review mode: its list and any script it loaded. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

async function open(page: Page, locale: Locale, id: MarketingPageId) {
  await page.goto(localizedPath(locale, marketingPages[id]));
  await pageHydratedAndIdle(page);
}

const toggleOf = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: messages[locale].Review.toggle, exact: true });
const panelOf = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: messages[locale].Review.panelTitle });

for (const [width, height, locale] of [
  [390, 844, 'ko'],
  [1440, 900, 'vi'],
  [1440, 900, 'en'],
] as const) {
  test.describe(`${width} px, ${locale}`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(({ page }) => skipVideoDialog(page));

    test('switched on, it marks and lists the drafts of each page; it stays on across pages', async ({
      page,
    }) => {
      // Six pages, each scanned for its drafts: more than one page's time on a busy host.
      test.slow();
      const toggle = toggleOf(page, locale);
      const panel = panelOf(page, locale);
      await open(page, locale, 'home');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      // Beside the home page's floating links, never over them (a row at the bottom below 1280 px).
      const floating = page.getByRole('navigation', { name: messages[locale].Home.floating.label });
      const [toggleBox, floatingBox] = [await toggle.boundingBox(), await floating.boundingBox()];
      expect(toggleBox && floatingBox, 'both on screen').toBeTruthy();
      const overlaps =
        toggleBox!.x < floatingBox!.x + floatingBox!.width &&
        floatingBox!.x < toggleBox!.x + toggleBox!.width &&
        toggleBox!.y < floatingBox!.y + floatingBox!.height &&
        floatingBox!.y < toggleBox!.y + toggleBox!.height;
      expect(overlaps, 'the toggle covers the floating links').toBe(false);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      for (const id of reviewPages) {
        if (id !== 'home') await open(page, locale, id);
        await expect(panel, id).toBeVisible({ timeout: 30_000 });
        await expect(toggle, id).toHaveAttribute('aria-pressed', 'true');
        for (const key of draftsOn(id)) {
          // Its entry names the key (the entry's heading, and again where to edit it).
          await expect(
            panel.getByText(key, { exact: true }).first(),
            `${id}: ${key}`,
          ).toBeVisible();
          // Why it awaits confirmation, in the page's language.
          const why = register.drafts[key as keyof typeof register.drafts].why[locale];
          await expect(panel.getByText(why).first(), `${id}: ${key} why`).toBeAttached();
        }
        // Listed after the page's own drafts above, so the panel has scanned the page by now.
        for (const key of notListedOn[id] ?? []) {
          await expect(panel.getByText(key, { exact: true }), `${id}: not ${key}`).toHaveCount(0);
        }
        // Every draft of the page is outlined somewhere, with its number beside it.
        const marked = page.locator(MARKED);
        await expect
          .poll(() => marked.count(), { message: id, timeout: 30_000 })
          .toBeGreaterThanOrEqual(draftsOn(id).length);
        const first = page.locator(`${MARKED}:visible`).first();
        await first.scrollIntoViewIfNeeded();
        await expect(first, id).toBeVisible();
        expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle), id).toBe('dashed');
        await expectNoHorizontalScroll(page, id);
      }
      // The laboratory's history is a draft: its year headings and items are marked.
      await open(page, locale, 'laboratory');
      const history = messages[locale].Laboratory.history;
      await expect(page.getByText(history.title, { exact: true })).toHaveAttribute(
        REVIEW_MARK_ATTRIBUTE,
        /\d/,
      );
      await expect(
        page.getByText(history.years['2024'].items[0]!, { exact: true }),
      ).toHaveAttribute(REVIEW_MARK_ATTRIBUTE, /\d/);
      // Off again: the marks and the panel go, and it stays off.
      await toggle.click();
      await expect(panel).toBeHidden();
      await expect(page.locator(MARKED)).toHaveCount(0);
      await page.reload();
      await expect(toggleOf(page, locale)).toHaveAttribute('aria-pressed', 'false');
    });
  });
}

test.describe('keyboard, assets and what it costs while off', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(({ page }) => skipVideoDialog(page));

  test('off, a preview page loads none of it and marks nothing; on, one list and its chunk', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await open(page, 'ko', 'laboratory');
    // The page's own late load: an animation's worker fetches the runtime chunk again when its
    // canvas first shows, after the first idle period; counted as off once it has drawn a frame.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('canvas')].every((canvas) => {
        const box = canvas.getBoundingClientRect();
        const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        return !onScreen || canvas.dataset.frame !== undefined;
      }),
    );
    await page.waitForTimeout(500);
    const offRequests = [...requests];
    await expect(page.locator(MARKED)).toHaveCount(0);
    expect(offRequests.filter((url) => url.startsWith('/api/review'))).toEqual([]);

    await toggleOf(page, 'ko').focus();
    await page.keyboard.press('Enter');
    await expect(panelOf(page, 'ko')).toBeVisible({ timeout: 30_000 });
    const onRequests = requests.slice(offRequests.length);
    expect(onRequests.filter((url) => url.startsWith('/api/review'))).toEqual(['/api/review/ko']);
    const chunks = onRequests.filter((url) => url.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    // Those scripts were not loaded while it was off.
    expect(offRequests.filter((url) => chunks.includes(url))).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(panelOf(page, 'ko')).toBeHidden();
  });

  test('placeholder assets: a sample mark where they are offered, and listed by the review mode', async ({
    page,
  }) => {
    const ko = messages.ko.Review;
    const samples = page.locator('[data-sample-asset]');
    await open(page, 'ko', 'download');
    await expect(samples).toHaveCount(4);
    await expect(samples.first()).toBeVisible();
    await expect(samples.first()).toContainText(ko.sample);
    await open(page, 'ko', 'logo');
    await expect(samples).toHaveCount(3);
    await toggleOf(page, 'ko').click();
    const panel = panelOf(page, 'ko');
    await expect(panel.locator('code', { hasText: /^brand\/chaedle-logo\.svg$/ })).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(page.locator(`a[href="/brand/chaedle-symbol.png"]${MARKED}`)).toHaveCount(1);
    // The company's mark, a placeholder: the hero's picture and the header's symbol are outlined.
    await expect(page.locator(`img[src="/brand/chaedle-icon.svg"]${MARKED}`)).toHaveCount(1);
    await expect(page.getByRole('banner').locator(`[data-placeholder-asset]${MARKED}`)).toHaveCount(
      1,
    );
    await toggleOf(page, 'ko').click();

    await open(page, 'ko', 'home');
    await page.getByRole('button', { name: messages.ko.Home.video.open }).click();
    const dialog = page.getByRole('dialog', { name: messages.ko.Home.video.title });
    await expect(dialog.locator('[data-sample-asset]')).toBeVisible();
    await expect(dialog.locator('[data-sample-asset]')).toContainText(ko.sample);
  });
});
