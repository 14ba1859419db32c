import { expect, test, type Page } from './support/test';
import { privacyRemedies, privacySections } from '../lib/privacy';
import { skipVideoDialog } from './support/chrome';
import { locales, localizedPath, messages, type Locale } from './support/site';

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
        main.getByRole('heading', { level: 2, name: `${index + 1}. ${title}` }),
      ).toBeVisible();
      await expect(toc.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `#privacy-${id}`,
      );
    }
    // What each form collects: one row per form, the overseas transfer names Slack.
    await expect(main.getByRole('table').first().getByRole('row')).toHaveCount(
      P.sections.items.rows.length + 1,
    );
    await expect(main.locator('#privacy-overseas')).toContainText('Slack Technologies, LLC');
    await expect(main.locator('#privacy-entrustment')).toContainText('ap-northeast-2');
    // Facts the company has not confirmed are visible, marked gaps: never a made-up value.
    const gaps = main.locator('[data-placeholder]');
    expect(await gaps.count()).toBeGreaterThanOrEqual(5);
    await expect(gaps.first()).toHaveText(P.gap);
    await expect(main.locator('#privacy-officer [data-placeholder]')).toHaveCount(4);
    await expect(main.getByText(P.gapNote)).toBeVisible();
    await expect(main).not.toContainText(/000-00|홍길동|\.example/);
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

test.describe('consent text of the forms', () => {
  for (const [locale, path] of [
    ['ko', '/contact/idea'],
    ['en', '/contact/proposal'],
    ['vi', '/contact/alliance'],
  ] as const) {
    test(`${locale} ${path}: the consent box links to the policy; the checkbox keeps its own name`, async ({
      page,
    }) => {
      const F = messages[locale].Forms;
      await page.goto(localizedPath(locale, path));
      const form = page.getByRole('main').locator('form');
      await expect(
        form.getByRole('checkbox', { name: F.privacyConsent, exact: true }),
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
      dialog.getByRole('checkbox', { name: en.Forms.privacyConsent, exact: true }),
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
