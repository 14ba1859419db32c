import { expect, test } from '@playwright/test';
import { serviceFeatures } from '../../../lib/content/serviceFeatures';
import { e2eAdminSiteUrl, expectStoreItems } from '../../support/facts';
import { localizedPath, locales, messages, visit } from '../../support/site';

/**
 * Each app's URL segment (the product's published paths), written out so that a change of
 * lib/content/site.ts's slugs fails here.
 */
const urlSegment = { resident: 'inhabitant', admin: 'admin', crew: 'crew' } as const;
const apps = Object.keys(urlSegment) as (keyof typeof urlSegment)[];
const kinds = ['advantage', 'detail'] as const;

for (const locale of locales) {
  const t = messages[locale].ServiceApps;
  for (const app of apps) {
    for (const kind of kinds) {
      const path = `/service/${urlSegment[app]}/${kind}`;
      test(`${localizedPath(locale, path)} lists every feature of its app`, async ({ page }) => {
        await page.goto(localizedPath(locale, path));
        const list = page.getByTestId('feature-list');
        for (const feature of serviceFeatures[app]) {
          const title = (t[app].features as Record<string, { title: string }>)[feature.id]!.title;
          await expect(list.getByRole('heading', { name: title, exact: true })).toBeVisible();
        }
        await expect(list.getByRole('heading')).toHaveCount(serviceFeatures[app].length);
      });
    }
  }
}

test('the why page states each step of the regulation and links every app', async ({ page }) => {
  for (const locale of ['ko', 'en'] as const) {
    await visit(page, locale, '/service');
    const main = page.locator('main');
    for (const step of Object.values(messages[locale].Service.regulation.steps)) {
      await expect(main).toContainText(step.label);
      await expect(main).toContainText(step.body);
    }
  }
  for (const app of apps)
    await expect(page.locator(`main a[href="/service/${urlSegment[app]}/advantage"]`)).toHaveCount(
      1,
    );
});

test('download boxes: the right apps on each page, each store a link or a marked gap', async ({
  page,
}) => {
  const boxes = page.locator('main [data-app]');
  await page.goto(localizedPath('ko', '/service/inhabitant/advantage'));
  await expect(boxes).toHaveCount(1);
  await expectStoreItems(page.locator('main [data-app="resident"]'));

  await page.goto(localizedPath('ko', '/service/admin/detail'));
  await expect(boxes).toHaveCount(2);
  const admin = page.locator('main [data-app="admin"]');
  // Confirmed in every e2e build by NEXT_PUBLIC_ADMIN_SITE_URL (scripts/test/e2eEnv.mjs).
  await expect(admin.locator(`a[href="${e2eAdminSiteUrl}"]`)).toHaveCount(1);
  await expectStoreItems(page.locator('main [data-app="crew"]'));

  await page.goto(localizedPath('vi', '/service/crew/advantage'));
  await expect(boxes).toHaveCount(1);
  await expectStoreItems(page.locator('main [data-app="crew"]'));
});

test('detail pages link to each feature section', async ({ page }) => {
  await page.goto(localizedPath('ko', '/service/crew/detail'));
  await page.locator('a[href="#feature-signature"]').click();
  await expect(page).toHaveURL(/#feature-signature$/);
  await expect(page.locator('#feature-signature h2')).toBeInViewport();
});

// Their text in each language and their width: site/content/translations.spec.ts and
// site/layout/no-horizontal-scroll.spec.ts.
