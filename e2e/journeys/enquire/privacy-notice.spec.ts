/**
 * Every form's privacy notice names exactly the fields that form shows (read from its visible
 * labels), marks required and optional, and states purpose, retention, the transfer to Slack and
 * what refusing means without a click (PIPA arts. 15, 22; docs/privacy.md). One form per test,
 * the nine form definitions across the three languages.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { skipVideoDialog } from '../../support/pageChecks';
import { localizedPath, messages, type Locale } from '../../support/site';

test.beforeEach(async ({ page }) => skipVideoDialog(page));

type Case = {
  form: string;
  locale: Locale;
  path: string;
  open?: (page: Page, m: (typeof messages)[Locale]) => Promise<Locator>;
  purpose: keyof (typeof messages)['ko']['Forms']['privacyNotice']['purpose'];
};

const homeTab =
  (tab: 'resident' | 'admin' | 'proposal') => async (page: Page, m: (typeof messages)[Locale]) => {
    const section = page.locator('#contact');
    const button = section.getByRole('tab', { name: m.Home.contactTabs[tab], exact: true });
    // A tab clicked before hydration does nothing: click until it is selected.
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass();
    // Its panel by name: the tab is selected in the tap's frame, its panel shown a frame or
    // two later.
    return section
      .getByRole('tabpanel', { name: m.Home.contactTabs[tab], exact: true })
      .locator('form');
  };

const cases: Case[] = [
  {
    form: 'ai',
    locale: 'ko',
    path: '/',
    purpose: 'ai',
    open: async (page, m) => {
      await page.getByRole('button', { name: m.AiBanner.open, exact: true }).click();
      return page.getByRole('dialog', { name: m.AiDialog.title }).locator('form');
    },
  },
  { form: 'manual', locale: 'en', path: '/company/download', purpose: 'manual' },
  { form: 'manualLab', locale: 'vi', path: '/laboratory', purpose: 'manualLab' },
  { form: 'resident', locale: 'ko', path: '/', purpose: 'resident', open: homeTab('resident') },
  { form: 'admin', locale: 'vi', path: '/', purpose: 'admin', open: homeTab('admin') },
  { form: 'proposal', locale: 'ko', path: '/contact/proposal', purpose: 'proposal' },
  { form: 'partnership', locale: 'en', path: '/contact/alliance', purpose: 'partnership' },
  { form: 'idea', locale: 'en', path: '/contact/idea', purpose: 'idea' },
  { form: 'ideaWithName', locale: 'ko', path: '/contact/idea', purpose: 'idea' },
];

/** The visible label of every field the visitor fills, and whether it is marked optional. */
async function visibleFields(form: Locator) {
  return form.evaluate((element) => {
    const fields: { label: string; optional: boolean }[] = [];
    for (const control of element.querySelectorAll<HTMLInputElement>('input, textarea')) {
      if (control.closest('[aria-hidden="true"]')) continue; // the spam trap
      if (control.type === 'checkbox') continue; // the privacy agreement itself
      if (control.type === 'radio') {
        const legend = control.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
        if (!fields.some((f) => f.label === legend))
          fields.push({ label: legend, optional: false });
        continue;
      }
      const label = control.labels?.[0];
      const marker = label?.querySelector('span')?.textContent ?? '';
      fields.push({
        label: (label?.textContent ?? '').replace(marker, '').trim(),
        optional: marker !== '',
      });
    }
    return fields;
  });
}

for (const c of cases) {
  test(`${c.locale} ${c.form}: the privacy notice names exactly the form's fields`, async ({
    page,
  }) => {
    const m = messages[c.locale];
    const C = m.Forms.privacyNotice;
    await page.goto(localizedPath(c.locale, c.path));
    const form = c.open ? await c.open(page, m) : page.getByRole('main').locator('form');
    const checkbox = form.getByRole('checkbox', {
      name: `${m.Forms.privacyNoticeAgree} ${m.Forms.privacyNoticeRequired}`,
      exact: true,
    });
    await expect(checkbox).toBeVisible();
    const fields = await visibleFields(form);
    expect(fields.length).toBeGreaterThanOrEqual(4);

    // "a, b, c (required) · d (optional)" → the two lists.
    const notice = form.getByRole('definition').first();
    await expect(notice).toBeVisible();
    const text = (await form.locator('[data-privacy-notice="items"] dd').textContent()) ?? '';
    const listed = { required: [] as string[], optional: [] as string[] };
    for (const part of text.split(' · ')) {
      const kind = part.endsWith(`(${C.optional})`) ? 'optional' : 'required';
      expect(part.endsWith(`(${C[kind]})`), part).toBe(true);
      listed[kind].push(...part.slice(0, part.lastIndexOf(' (')).split(', '));
    }
    const named = (label: string, list: string[]) =>
      list.some((item) => item === label || item.includes(`“${label}”`));
    // The customer type's legend is a question in some languages ("I am a", "Bạn là"): the notice
    // names it with its own noun phrase (lib/forms/privacyNoticeItems.ts).
    const itemName = (label: string) =>
      label === m.Forms.fields.customerType ? C.customerType : label;
    for (const field of fields)
      expect(
        named(itemName(field.label), listed[field.optional ? 'optional' : 'required']),
        field.label,
      ).toBe(true);
    expect(listed.required.length + listed.optional.length).toBe(fields.length);
    if (!fields.some((f) => f.label === m.Forms.fields.content))
      expect(text).not.toContain(m.Forms.fields.content);

    // The rest of the essentials, visible without a click; the checkbox is described by them.
    for (const line of [C.purpose[c.purpose], C.overseas, C.refuse])
      await expect(form.getByText(line, { exact: true })).toBeVisible();
    await expect(form.locator('[data-privacy-notice="retention"]')).toBeVisible();
    const described = await checkbox.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(C.overseas);
  });
}
