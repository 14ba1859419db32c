/**
 * The production build carries nothing of the review mode (docs/copy.md): no
 * switch on its pages, no review route, and not one file of its output (HTML, scripts, data) holds
 * the mode's marker. The preview's side: e2e/preview/copy-review.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REVIEW_ROOT_ATTRIBUTE,
  REVIEW_STORAGE_KEY,
} from '../../../components/review/reviewMarkers';
import { e2eDistDir } from '../../../scripts/test/e2eEnv.mjs';
import { expect, test } from '@playwright/test';
import { messages } from '../../support/site';
import { skipVideoDialog } from '../../support/pageChecks';

/** The mode's one marker: every name of reviewMarkers.ts starts with it. */
const MARKER = REVIEW_STORAGE_KEY;

/** Every file of a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

test('the production output holds no trace of the review mode', () => {
  expect(REVIEW_ROOT_ATTRIBUTE).toContain(MARKER);
  const output = filesUnder(e2eDistDir).filter(
    (file) =>
      /\.(html|js|mjs|cjs|json|rsc|body|meta|css|txt)$/.test(file) && !file.includes('/cache/'),
  );
  // The pages and every script and stylesheet are there to be searched.
  expect(output.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(50);
  expect(
    output.filter((file) => file.includes('/static/') && file.endsWith('.js')).length,
  ).toBeGreaterThan(5);
  const holding = output.filter((file) => readFileSync(file, 'utf8').includes(MARKER));
  expect(holding).toEqual([]);
});

test('no switch on the pages, and no review route', async ({ page, request }) => {
  await skipVideoDialog(page);
  for (const path of ['/ko', '/vi/laboratory', '/company']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    for (const locale of ['ko', 'en', 'vi'] as const) {
      await expect(page.getByRole('button', { name: messages[locale].Review.toggle })).toHaveCount(
        0,
      );
    }
    await expect(page.locator(`[${REVIEW_ROOT_ATTRIBUTE}]`)).toHaveCount(0);
  }
  for (const locale of ['ko', 'en', 'vi']) {
    expect((await request.get(`/api/review/${locale}`)).status()).toBe(404);
  }
});
