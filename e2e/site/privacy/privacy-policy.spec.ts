/**
 * The privacy policy (docs/privacy.md) in every language: every section, marked gaps and dialable
 * remedy numbers, linked in bold from every footer and from each form's privacy notice, and listed
 * in the sitemap.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  overseasParticulars,
  overseasRecipients,
  policyFormRows,
  policyVersions,
  privacyRemedies,
  privacySections,
} from '../../../lib/privacy/policy';
import { networkDestinations, storageInventory } from '../../../lib/privacy/storageInventory';
import { skipVideoDialog } from '../../support/pageChecks';
import { locales, localizedPath, messages, type Locale } from '../../support/site';

test.beforeEach(async ({ page }) => skipVideoDialog(page));

const footerLink = (page: Page, locale: Locale) =>
  page
    .getByRole('contentinfo')
    .getByRole('link', { name: messages[locale].Footer.privacy, exact: true });

for (const locale of locales) {
  const m = messages[locale];
  const P = m.Privacy;

  test(`${locale}: the privacy policy has every section, marked gaps and dialable remedy numbers`, async ({
    page,
  }) => {
    const response = await page.goto(localizedPath(locale, '/privacy'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Pages.privacy.heading);
    const main = page.getByRole('main');
    const toc = main.getByRole('navigation', { name: P.toc });
    for (const [index, id] of privacySections.entries()) {
      const title = P.sections[id].title;
      await expect(
        main.getByRole('heading', {
          level: 2,
          // Korean numbers its sections as articles (제1조(…)), as the PIPC standard policy does.
          name: locale === 'ko' ? `제${index + 1}조(${title})` : `${index + 1}. ${title}`,
        }),
      ).toBeVisible();
      await expect(toc.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `#privacy-${id}`,
      );
    }
    // What each form collects: one row per form (from the form definitions).
    const items = main.locator('#privacy-items table');
    await expect(items.getByRole('row')).toHaveCount(policyFormRows.length + 1);
    await expect(items).toContainText(m.Forms.privacyNotice.purpose.partnership);
    // Every recipient abroad with every particular PIPA art. 28-8(2) asks for.
    for (const recipient of overseasRecipients) {
      const block = main.locator(`#privacy-overseas-${recipient.id}`);
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(recipient.entity);
      await expect(block.getByRole('link', { name: P.sections.overseas.contact })).toHaveAttribute(
        'href',
        recipient.privacyUrl,
      );
      for (const key of overseasParticulars)
        await expect(
          block.getByText(P.sections.overseas.labels[key], { exact: true }),
        ).toBeVisible();
    }
    // This build has no Sentry DSN: the policy says error reporting is off.
    await expect(main.getByText(P.sections.overseas.sentryOff)).toBeVisible();
    await expect(main.locator('#privacy-entrustment')).toContainText(
      P.sections.entrustment.rows[0]![2]!,
    );
    // Every item of the storage inventory, and where the browser sends requests.
    const storage = main.locator('#privacy-cookies table');
    await expect(storage.getByRole('row')).toHaveCount(storageInventory.length + 1);
    for (const item of storageInventory) await expect(storage).toContainText(item.name);
    for (const id of networkDestinations)
      await expect(main.locator('#privacy-cookies')).toContainText(P.destinations[id]);
    // Which text applies; the change history starts at launch: one version, no archived text.
    await expect(main.getByText(P.language)).toBeVisible();
    const history = main.locator('#privacy-changes table').first();
    await expect(history.getByRole('row')).toHaveCount(policyVersions.length + 1);
    for (const version of policyVersions) await expect(history).toContainText(version.id);
    await expect(history).toContainText(P.sections.changes.v1);
    await expect(main.locator('#privacy-changes details')).toHaveCount(0);
    // What is not confirmed yet is a visible, marked gap in the policy's words, and the note
    // explaining them is there exactly while there is one: never a made-up value. Which fact is a
    // gap: components/privacy/{OfficerContacts,PolicySummary}.test.tsx, on a fixture with every
    // fact confirmed and one with none.
    const gaps = main.locator('[data-placeholder]');
    for (const gap of await gaps.all()) await expect(gap).toHaveText(P.gap);
    const notes = await main.getByText(P.gapNote).count();
    expect(notes, 'one note exactly while a gap is shown').toBe(Math.min(1, await gaps.count()));
    await expect(main.locator('#privacy-officer dl > div')).toHaveCount(7);
    await expect(main).not.toContainText(/000-00|홍길동|\.example|개인정보 보호팀|Privacy team/);
    for (const body of privacyRemedies) {
      await expect(main.getByRole('link', { name: body.phone, exact: true })).toHaveAttribute(
        'href',
        `tel:${body.phone.replace(/-/g, '')}`,
      );
    }
    // The footer link is there too, on the policy itself.
    await expect(footerLink(page, locale)).toHaveAttribute(
      'href',
      localizedPath(locale, '/privacy'),
    );
  });

  test(`${locale}: every page's footer links to the privacy policy, in bold`, async ({ page }) => {
    for (const path of ['/', '/company/recruit', '/contact/faq', '/service/crew/detail']) {
      await page.goto(localizedPath(locale, path));
      const link = footerLink(page, locale);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', localizedPath(locale, '/privacy'));
      const weight = await link.evaluate((el) => Number(getComputedStyle(el).fontWeight));
      expect(weight).toBeGreaterThanOrEqual(700);
    }
    await footerLink(page, locale).click();
    await page.waitForURL(`**${localizedPath(locale, '/privacy')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Pages.privacy.heading);
  });
}

test.describe('privacy notice of the forms', () => {
  for (const [locale, path] of [
    ['ko', '/contact/idea'],
    ['en', '/contact/proposal'],
    ['vi', '/contact/alliance'],
  ] as const) {
    test(`${locale} ${path}: the privacy notice links to the policy; the checkbox says it is required`, async ({
      page,
    }) => {
      const F = messages[locale].Forms;
      await page.goto(localizedPath(locale, path));
      const form = page.getByRole('main').locator('form');
      await expect(
        form.getByRole('checkbox', {
          name: `${F.privacyNoticeAgree} ${F.privacyNoticeRequired}`,
          exact: true,
        }),
      ).toBeVisible();
      const link = form.getByRole('link', { name: new RegExp(`^${F.privacyLink}`) });
      await expect(link).toHaveAttribute('href', localizedPath(locale, '/privacy'));
      await expect(link).toHaveAttribute('target', '_blank');
    });
  }

  test('the AI request dialog links to the policy too', async ({ page }) => {
    const en = messages.en;
    await page.goto('/');
    await page.getByRole('button', { name: en.AiBanner.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.AiDialog.title });
    await expect(
      dialog.getByRole('checkbox', {
        name: `${en.Forms.privacyNoticeAgree} ${en.Forms.privacyNoticeRequired}`,
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: new RegExp(`^${en.Forms.privacyLink}`) }),
    ).toHaveAttribute('href', '/privacy');
  });
});

test('the policy is in the sitemap in every language', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of locales) {
    expect(sitemap).toContain(`<loc>${baseURL}${localizedPath(locale, '/privacy')}</loc>`);
  }
});
