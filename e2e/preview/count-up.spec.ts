/**
 * The home page's figures count up: from zero below the fold to their values once scrolled into
 * view, writing the text in place without re-rendering, screen readers keeping the final figure;
 * under reduced motion the final numbers at once. On the preview build's test-only page
 * (app/api/e2e/figures/page.e2e.tsx), which renders the home page's Figures with every fact
 * confirmed (test/fixtures/): the real figures may still be placeholders, shown as gaps with
 * nothing to count (components/home/sections/Figures.test.tsx has both states).
 */
import { expect, test } from '@playwright/test';
import { fixtureFacts } from '../../test/companyFacts';
import { pageHydratedAndIdle } from '../support/pageChecks';

const PAGE = '/api/e2e/figures';
const { sites, defects, perHousehold } = fixtureFacts.confirmed.figures;
const values = [sites, defects, perHousehold].map(String);

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 800 } });

  test('figures count up from zero to their values when scrolled into view', async ({ page }) => {
    await page.goto(PAGE);
    const counters = page.locator('[data-value]');
    await expect(counters).toHaveCount(3);
    // Below the fold they start from zero.
    for (const index of [0, 1, 2])
      await expect(counters.nth(index)).toHaveAttribute('data-shown', '0');
    await counters.first().scrollIntoViewIfNeeded();
    for (const [index, value] of values.entries())
      await expect(counters.nth(index)).toHaveAttribute('data-shown', value, { timeout: 5000 });
  });

  test('the count-up writes its text without re-rendering, and screen readers keep the final figure', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const counter = page.locator('[data-value]').first();
    await expect(counter).toHaveAttribute('data-shown', '0');
    // Record what the counting changes: only the visible number's text, in place.
    await counter.evaluate((el) => {
      const changes: string[] = [];
      (window as unknown as { countChanges: string[] }).countChanges = changes;
      const where = (node: Node) => (node instanceof Element ? node : node.parentElement);
      new MutationObserver((records) => {
        for (const record of records) {
          const shownNumber = where(record.target)?.getAttribute('aria-hidden') === 'true';
          changes.push(
            record.type === 'attributes'
              ? `attribute ${record.attributeName}`
              : `${record.type} in ${shownNumber ? 'the shown number' : 'something else'}`,
          );
        }
      }).observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const srText = await counter.locator('.visually-hidden').textContent();
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute('data-shown', values[0]!, { timeout: 5000 });
    const changes = await page.evaluate(
      () => (window as unknown as { countChanges: string[] }).countChanges,
    );
    expect(changes.length).toBeGreaterThan(3);
    // React re-rendering per frame would show as characterData changes of its text nodes.
    expect(new Set(changes)).toEqual(
      new Set(['attribute data-shown', 'childList in the shown number']),
    );
    await expect(counter.locator('.visually-hidden')).toHaveText(srText!);
    await expect(counter.locator('[aria-hidden="true"]')).toHaveText(srText!);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('the figures show their final numbers at once, below the fold too', async ({ page }) => {
    await page.goto(PAGE);
    // The count would start in the page's first idle period (whenIdle), from zero at the first
    // report of its IntersectionObserver, made in the next frame: both are over.
    await pageHydratedAndIdle(page);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const counters = page.locator('[data-value]');
    for (const [index, value] of values.entries())
      await expect(counters.nth(index)).toHaveAttribute('data-shown', value);
  });
});
