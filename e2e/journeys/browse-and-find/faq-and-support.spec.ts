/**
 * Finding an answer: the FAQ's category tabs (WAI-ARIA tabs, arrow keys, Home and End), keyword
 * search in Korean, English and Vietnamese (with or without diacritics), each answer a disclosure;
 * the customer centre's search, the Q&A tabs and the partnership page; every contact page
 * translated, without sideways scrolling at 360 px, and passing axe with an answer open.
 */
import { expect, test, type Page } from '@playwright/test';
import { faqEntries, faqHighlights } from '../../../lib/content/faq';
import { localizedPath, messages, visit } from '../../support/site';
import { axeViolations } from '../../support/pageChecks';

type Faq = (typeof messages)['ko']['Faq'];
const question = (faq: Faq, id: string) =>
  (faq.items as Record<string, { question: string }>)[id]!.question;
const idsOf = (category: string) =>
  faqEntries.filter((e) => e.category === category).map((e) => e.id);

/** The FAQ questions currently listed (the disclosure buttons). */
const listed = (page: Page) => page.locator('[data-faq-id]');

test.describe('FAQ (ko)', () => {
  const faq = messages.ko.Faq;

  test('lists every question, and a category tab shows only its questions', async ({ page }) => {
    await page.goto(localizedPath('ko', '/contact/faq'));
    await expect(listed(page)).toHaveCount(faqEntries.length);
    await expect(page.getByRole('status')).toHaveText(`${faqEntries.length}개의 질문`);

    await page.getByRole('tab', { name: faq.categories.defect }).click();
    await expect(page.getByRole('tab', { name: faq.categories.defect })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const defect = idsOf('defect');
    await expect(listed(page)).toHaveCount(defect.length);
    for (const id of defect)
      await expect(page.getByRole('button', { name: question(faq, id) })).toBeVisible();
    await expect(page.getByRole('button', { name: question(faq, 'signUp') })).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await page.getByRole('tab', { selected: true }).getAttribute('id'))!,
    );
  });

  test('tabs follow the WAI-ARIA pattern with arrow keys, Home and End', async ({ page }) => {
    await page.goto(localizedPath('ko', '/contact/faq'));
    const tabs = page.getByRole('tablist', { name: faq.tabsLabel }).getByRole('tab');
    await expect(tabs).toHaveText([
      faq.categories.all,
      faq.categories.usage,
      faq.categories.defect,
      faq.categories.permission,
      faq.categories.signup,
    ]);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(listed(page)).toHaveCount(idsOf('usage').length);
    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(listed(page)).toHaveCount(idsOf('signup').length);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  });

  test('the keyword search filters in Korean, with the tab, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto(localizedPath('ko', '/contact/faq'));
    const search = page.getByRole('searchbox', { name: faq.searchLabel });
    await search.fill('보관함');
    await expect(page.getByRole('button', { name: question(faq, 'offlineBox') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: question(faq, 'offlineAfterSend') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: question(faq, 'whichApp') })).toHaveCount(0);

    await search.fill('본인인증');
    await page.getByRole('tab', { name: faq.categories.signup }).click();
    await expect(
      page.getByRole('button', { name: question(faq, 'changeNameOrPhone') }),
    ).toBeVisible();
    await page.getByRole('tab', { name: faq.categories.usage }).click();
    await expect(listed(page)).toHaveCount(0);
    await expect(page.getByTestId('faq-empty')).toContainText('‘본인인증’에 맞는 질문이 없습니다.');

    await page.getByRole('tab', { name: faq.categories.all }).click();
    await search.fill('없는검색어xyz');
    await expect(page.getByTestId('faq-empty')).toContainText('없는검색어xyz');
    await page.getByRole('button', { name: faq.clear }).click();
    await expect(listed(page)).toHaveCount(faqEntries.length);
  });

  test('each answer is a disclosure', async ({ page }) => {
    await page.goto(localizedPath('ko', '/contact/faq'));
    const button = page.getByRole('button', { name: question(faq, 'sameDay') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('당일 예약과 당일 취소는 할 수 없습니다');
    await button.press('Enter');
    await expect(answer).toBeHidden();
  });
});

test.describe('FAQ (en, vi)', () => {
  test('English tab and keyword filtering', async ({ page }) => {
    const faq = messages.en.Faq;
    await page.goto(localizedPath('en', '/contact/faq'));
    await page.getByRole('tab', { name: faq.categories.permission }).click();
    await expect(listed(page)).toHaveCount(idsOf('permission').length);
    await page.getByRole('searchbox', { name: faq.searchLabel }).fill('HOUSEHOLD manager');
    await expect(
      page.getByRole('button', { name: question(faq, 'householdManager') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: question(faq, 'fileTypes') })).toHaveCount(0);
    await page.getByRole('tab', { name: faq.categories.all }).click();
    await page.getByRole('searchbox', { name: faq.searchLabel }).fill('mp4');
    await expect(page.getByRole('button', { name: question(faq, 'fileTypes') })).toBeVisible();
    await page.getByRole('searchbox', { name: faq.searchLabel }).fill('blockchain');
    await expect(page.getByTestId('faq-empty')).toContainText('No question matches “blockchain”.');
    await expect(page.getByRole('status')).toHaveText('0 questions');
  });

  test('Vietnamese search matches with or without diacritics', async ({ page }) => {
    const faq = messages.vi.Faq;
    await page.goto(localizedPath('vi', '/contact/faq'));
    const search = page.getByRole('searchbox', { name: faq.searchLabel });
    for (const term of ['hộp lưu', 'hop luu']) {
      await search.fill(term);
      await expect(page.getByRole('button', { name: question(faq, 'offlineBox') })).toBeVisible();
    }
    await search.fill('xac minh danh tinh');
    await expect(
      page.getByRole('button', { name: question(faq, 'changeNameOrPhone') }),
    ).toBeVisible();
  });
});

test('customer centre: highlights, a real search and a no-match message', async ({ page }) => {
  const faq = messages.ko.Faq;
  await page.goto(localizedPath('ko', '/contact/customer'));
  await expect(
    page.getByRole('heading', { name: messages.ko.Customer.highlightsTitle }),
  ).toBeVisible();
  await expect(listed(page)).toHaveCount(faqHighlights.length);
  // A search that works, no "search is being prepared" notice (a fact still to come reads 준비 중).
  await expect(page.locator('main')).not.toContainText(/검색[^.]{0,12}준비/);
  const search = page.getByRole('searchbox', { name: faq.searchLabel });
  await search.fill('QR');
  await expect(
    page.getByRole('heading', { name: messages.ko.Customer.resultsTitle }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: question(faq, 'qrCheckin') })).toBeVisible();
  await search.fill('존재하지않는말');
  await expect(page.getByTestId('faq-empty')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('0개의 질문');

  // The link to the full FAQ counts its questions from the FAQ data, never a typed number.
  await expect(
    page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: `${faqEntries.length}개의 질문과 답변` }),
  ).toHaveAttribute('href', '/ko/contact/faq');

  await visit(page, 'en', '/contact/customer');
  await page.getByRole('searchbox', { name: messages.en.Faq.searchLabel }).fill('offline');
  await expect(
    page.getByRole('button', { name: question(messages.en.Faq, 'offlineBox') }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: `${faqEntries.length} questions and answers` }),
  ).toHaveAttribute('href', '/contact/faq');
});

test('Q&A: resident and admin tabs with arrow keys', async ({ page }) => {
  const qna = messages.ko.Qna;
  await page.goto(localizedPath('ko', '/contact/qna'));
  const resident = page.getByRole('tab', { name: qna.tabs.resident });
  const admin = page.getByRole('tab', { name: qna.tabs.admin });
  await expect(resident).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(qna.resident.items.rain.question);
  await resident.focus();
  await page.keyboard.press('ArrowRight');
  await expect(admin).toBeFocused();
  await expect(admin).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(qna.admin.items.export.question);
  await expect(page.getByRole('tabpanel')).not.toContainText(qna.resident.items.rain.question);
  await page.keyboard.press('ArrowLeft');
  await expect(resident).toHaveAttribute('aria-selected', 'true');
});

for (const [path, heading] of [
  ['/contact/idea', messages.ko.Idea.formTitle],
  ['/contact/proposal', messages.ko.Proposal.formTitle],
] as const) {
  test(`${path} has its copy`, async ({ page }) => {
    await page.goto(localizedPath('ko', path));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });
}

test('the partnership page has its copy and replies within a week (ko)', async ({ page }) => {
  await page.goto(localizedPath('ko', '/contact/alliance'));
  await expect(page.getByRole('heading', { name: messages.ko.Alliance.formTitle })).toBeVisible();
  await expect(page.locator('main')).toContainText('일주일 안에');
});

test('the partnership page replies within a week (vi)', async ({ page }) => {
  await page.goto(localizedPath('vi', '/contact/alliance'));
  await expect(page.locator('main')).toContainText('trong vòng một tuần');
});

// Their text in each language and their width: site/content/translations.spec.ts and
// site/layout/no-horizontal-scroll.spec.ts.

// Every contact route in every locale is swept in e2e/site/accessibility/every-route.spec.ts; this covers the opened state.
for (const [locale, path] of [
  ['ko', '/contact/faq'],
  ['en', '/contact/customer'],
  ['vi', '/contact/qna'],
] as const) {
  test(`axe: no violation with an answer open on ${path} (${locale})`, async ({ page }) => {
    await visit(page, locale, path);
    // An opened answer and a no-match state are part of what visitors see.
    const first = page.locator('main [aria-expanded="false"]:visible').first();
    if (await first.count()) await first.click();
    expect(await axeViolations(page), `${locale}${path}`).toEqual([]);
  });
}
