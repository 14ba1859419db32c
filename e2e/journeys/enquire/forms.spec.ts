/**
 * Every form of docs/product.md ("Forms") in a real browser against the AWS stand-in:
 * validation, exact delivered payload, Slack escaping, failure and retry, hang timeout, double
 * click, no AWS traffic before the first submit, drafts across a reload.
 * Forms are found the way a visitor finds them: by dialog, tab or page, fields by visible label.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, messages } from '../../support/site';
import {
  awsBase,
  failNextDelivery,
  invocations,
  uniqueToken,
  type FailureMode,
} from '../../support/aws';
import { axeViolations, skipVideoDialog } from '../../support/pageChecks';

const en = messages.en;
const F = en.Forms;
const ko = messages.ko;

// The home page's video dialog would open over the home contact tabs and the AI banner.
test.beforeEach(async ({ page }) => skipVideoDialog(page));

type Field = { label: string; value: (token: string) => string; line?: string };
type FormCase = {
  name: string;
  ai?: boolean;
  path: string;
  /** Find the form on the loaded page (opening the dialog or tab). */
  locate: (page: Page) => Promise<Locator>;
  /** Fields in form order, with the TEXT line each produces. */
  fields: Field[];
  /** Expected TEXT (without the receipt line) for the filled values. */
  text: (token: string) => string[];
  failure: FailureMode;
};

async function mainForm(page: Page) {
  return page.getByRole('main').locator('form');
}

async function pageForm(page: Page, path: string) {
  await page.goto(path);
  return mainForm(page);
}

const homeTab = (tab: string) => async (page: Page) => {
  const section = page.locator('#contact');
  const button = section.getByRole('tab', { name: tab, exact: true });
  // A tab clicked before the page's scripts have hydrated does nothing: click until it is selected.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
  // Its panel by name: the tab is selected in the tap's frame, its panel shown a frame or
  // two later.
  return section.getByRole('tabpanel', { name: tab, exact: true }).locator('form');
};

async function aiDialog(page: Page) {
  await page.getByRole('button', { name: en.AiBanner.open, exact: true }).click();
  return page.getByRole('dialog', { name: en.AiDialog.title }).locator('form');
}

async function open(page: Page, form: FormCase) {
  await page.goto(form.path);
  return form.locate(page);
}

const email = (token: string) => `${token}@example.com`;
const CHANNEL = '<!channel> hello';
const ESCAPED = '&lt;!channel&gt; hello';

const common = (token: string) => ({
  phone: '010 1234 5678',
  email: email(token),
});

const forms: FormCase[] = [
  {
    name: 'AI request (dialog)',
    ai: true,
    path: '/',
    locate: aiDialog,
    fields: [
      { label: F.fields.name, value: () => '김채들' },
      { label: F.fields.company, value: () => CHANNEL },
      { label: F.fields.phone, value: () => common('').phone },
      { label: F.fields.email, value: email },
    ],
    text: (t) => [
      '[매뉴얼 요청] AI 체커',
      '이름: 김채들',
      `회사: ${ESCAPED}`,
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
    ],
    failure: '500',
  },
  {
    name: 'manual request (/company/download)',
    path: '/company/download',
    locate: mainForm,
    fields: [
      { label: F.fields.name, value: () => '김채들' },
      { label: F.fields.company, value: () => CHANNEL },
      { label: F.fields.phone, value: () => '01012345678' },
      { label: F.fields.email, value: email },
    ],
    text: (t) => [
      '[매뉴얼 요청] 매뉴얼 다운로드',
      '이름: 김채들',
      `회사: ${ESCAPED}`,
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
    ],
    failure: 'function-error',
  },
  {
    name: 'manual request, labs (/laboratory)',
    path: '/laboratory',
    locate: mainForm,
    fields: [
      { label: F.fields.name, value: () => 'Lab Person' },
      { label: F.fields.apartmentName, value: () => CHANNEL },
      { label: F.fields.phone, value: () => '011-123-4567' },
      { label: F.fields.email, value: email },
    ],
    text: (t) => [
      '[매뉴얼 요청] 연구소',
      '이름: Lab Person',
      `회사: ${ESCAPED}`,
      '연락처: 011-123-4567',
      `이메일: ${email(t)}`,
    ],
    failure: 'refuse',
  },
  {
    name: 'resident inquiry (home tab)',
    path: '/',
    locate: homeTab(en.Home.contactTabs.resident),
    fields: [
      { label: F.fields.customerName, value: () => '홍길동' },
      { label: F.fields.apartmentName, value: () => '채들 아파트' },
      { label: F.fields.building, value: () => '101' },
      { label: F.fields.unit, value: () => '1203' },
      { label: F.fields.phone, value: () => '010-1234-5678' },
      { label: F.fields.email, value: email },
      { label: F.fields.content, value: () => `first line\n${CHANNEL}` },
    ],
    text: (t) => [
      '[홈페이지 문의] 입주민 문의',
      '이름: 홍길동',
      '회사: 채들 아파트',
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
      '동: 101',
      '호수: 1203',
      '내용:',
      '> first line',
      `> ${ESCAPED}`,
    ],
    failure: '500',
  },
  {
    name: 'admin inquiry (home tab)',
    path: '/',
    locate: homeTab(en.Home.contactTabs.admin),
    fields: [
      { label: F.fields.name, value: () => 'Admin Kim' },
      { label: F.fields.position, value: () => '소장' },
      { label: F.fields.company, value: () => 'A & B' },
      { label: F.fields.site, value: () => '2단지' },
      { label: F.fields.phone, value: () => '010-1234-5678' },
      { label: F.fields.email, value: email },
      { label: F.fields.content, value: () => CHANNEL },
    ],
    text: (t) => [
      '[홈페이지 문의] 관리자 문의',
      '이름: Admin Kim',
      '회사: A &amp; B',
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
      '직책: 소장',
      '현장: 2단지',
      '내용:',
      `> ${ESCAPED}`,
    ],
    failure: 'function-error',
  },
  {
    name: 'proposal request (home tab)',
    path: '/',
    locate: homeTab(en.Home.contactTabs.proposal),
    fields: [
      { label: F.fields.name, value: () => 'Pro Lee' },
      { label: F.fields.company, value: () => 'Co' },
      { label: F.fields.department, value: () => 'Sales' },
      { label: F.fields.phone, value: () => '010-1234-5678' },
      { label: F.fields.email, value: email },
      { label: F.fields.content, value: () => CHANNEL },
    ],
    text: (t) => [
      '[제안 요청] 제안 요청',
      '이름: Pro Lee',
      '회사: Co',
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
      '부서/직책: Sales',
      '내용:',
      `> ${ESCAPED}`,
    ],
    failure: 'refuse',
  },
  {
    name: 'proposal request (/contact/proposal)',
    path: '/contact/proposal',
    locate: mainForm,
    fields: [
      { label: F.fields.name, value: () => 'Pro Lee' },
      { label: F.fields.company, value: () => 'Co' },
      { label: F.fields.department, value: () => 'Sales' },
      { label: F.fields.phone, value: () => '010-1234-5678' },
      { label: F.fields.email, value: email },
      { label: F.fields.content, value: () => `${CHANNEL}\n\nbye` },
    ],
    text: (t) => [
      '[제안 요청] 제안 요청',
      '이름: Pro Lee',
      '회사: Co',
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
      '부서/직책: Sales',
      '내용:',
      `> ${ESCAPED}`,
      '> ',
      '> bye',
    ],
    failure: '500',
  },
  {
    name: 'partnership (/contact/alliance)',
    path: '/contact/alliance',
    locate: mainForm,
    fields: [
      { label: F.fields.name, value: () => 'Partner' },
      { label: F.fields.company, value: () => 'P Co' },
      { label: F.fields.department, value: () => 'BD' },
      { label: F.fields.phone, value: () => '010-1234-5678' },
      { label: F.fields.email, value: email },
      { label: F.fields.content, value: () => CHANNEL },
    ],
    text: (t) => [
      '[제안 요청] 제휴 제안',
      '이름: Partner',
      '회사: P Co',
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
      '부서/직책: BD',
      '내용:',
      `> ${ESCAPED}`,
    ],
    failure: 'function-error',
  },
  {
    name: 'idea suggestion (/contact/idea, en: no name field)',
    path: '/contact/idea',
    locate: mainForm,
    fields: [
      { label: F.options.admin, value: () => 'radio' },
      { label: F.fields.apartment, value: () => CHANNEL },
      { label: F.fields.phone, value: () => '010-1234-5678' },
      { label: F.fields.email, value: email },
      { label: F.fields.content, value: () => 'an idea' },
    ],
    text: (t) => [
      '[아이디어 제안] 아이디어 제안',
      '이름: -',
      `회사: ${ESCAPED}`,
      '연락처: 010-1234-5678',
      `이메일: ${email(t)}`,
      '고객 유형: 관리자',
      '내용:',
      '> an idea',
    ],
    failure: 'refuse',
  },
];

async function fill(form: Locator, fields: Field[], token: string, skip: string[] = []) {
  for (const field of fields) {
    if (skip.includes(field.label)) continue;
    const value = field.value(token);
    if (value === 'radio')
      await form.getByRole('radio', { name: field.label, exact: true }).check();
    else await byLabel(form, field.label).fill(value);
  }
}

/** A field by its visible label; an "(optional)" marker after the label is allowed. */
function byLabel(form: Locator, label: string) {
  const escaped = escapeRegExp(label);
  return form.getByLabel(new RegExp(`^${escaped}( \\(.+\\))?$`));
}

const privacyNoticeAccepted = (form: Locator) =>
  form.getByRole('checkbox', { name: F.privacyNoticeAgree });
const submit = (form: Locator) => form.locator('button[type=submit]');

function watchAws(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(awsBase)) seen.push(request.url());
  });
  return seen;
}

async function expectDelivered(page: Page, form: FormCase) {
  if (form.ai)
    await expect(page.getByRole('dialog', { name: en.AiDialog.completeTitle })).toBeVisible({
      timeout: 12_000,
    });
  else
    await expect(page.getByRole('dialog', { name: F.success.title })).toBeVisible({
      timeout: 12_000,
    });
}

async function expectFailure(page: Page, form: FormCase, timeout = 12_000) {
  if (form.ai) {
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(F.alert.failed, { timeout });
    await alert.getByRole('button', { name: F.alert.confirm }).click();
    await expect(alert).toBeHidden();
  } else {
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: F.failure.generic.slice(0, 20) })
        .or(page.getByRole('alert').filter({ hasText: F.failure.timeout.slice(0, 15) })),
    ).toBeVisible({ timeout });
  }
}

async function expectKept(form: Locator, fields: Field[], token: string) {
  for (const field of fields) {
    const value = field.value(token);
    if (value === 'radio')
      await expect(form.getByRole('radio', { name: field.label, exact: true })).toBeChecked();
    else if (field.label === F.fields.phone)
      await expect(byLabel(form, field.label)).toHaveValue(/\d/);
    else await expect(byLabel(form, field.label)).toHaveValue(value);
  }
  await expect(privacyNoticeAccepted(form)).toBeChecked();
}

/**
 * The failure and draft mechanisms are one for every form (useMessageDelivery, the draft store):
 * each failure mode once (a dialog, then two pages), drafts once per place a form lives (a dialog,
 * a home tab, a page). Every form's own validation and payload are tested below.
 */
const failureForms = new Set([forms[0]!, forms[1]!, forms[2]!]);
const draftForms = new Set([forms[0]!, forms[3]!, forms[8]!]);

for (const form of forms) {
  test.describe(form.name, () => {
    test('empty, privacy notice not agreed to and bad-phone submits: nothing is sent, each time the visitor is told why', async ({
      page,
    }) => {
      const aws = watchAws(page);
      const token = uniqueToken();
      const f = await open(page, form);
      const expectAlert = async (text: string) => {
        const alert = page.getByRole('alertdialog');
        await expect(alert).toContainText(text);
        await alert.getByRole('button', { name: F.alert.confirm }).click();
        await expect(alert).toBeHidden();
      };

      await submit(f).click();
      if (form.ai) {
        await expectAlert(F.alert.required);
      } else {
        const first =
          form.fields[0]!.value('') === 'radio' ? F.fields.customerType : form.fields[0]!.label;
        await expect(page.getByText(F.toast.missing.replace('{field}', first))).toBeVisible();
        const required =
          form.fields.filter((x) => x.value('') !== 'radio').length +
          (form.fields.some((x) => x.value('') === 'radio') ? 1 : 0);
        await expect(f.getByText(F.errors.required, { exact: true })).toHaveCount(required);
      }

      await fill(f, form.fields, token);
      await submit(f).click();
      if (form.ai) await expectAlert(F.alert.privacyNotice);
      else await expect(page.getByText(F.toast.privacyNotice).first()).toBeVisible();

      await byLabel(f, F.fields.phone).fill('02-123-4567');
      await privacyNoticeAccepted(f).check();
      await submit(f).click();
      const message = F.toast.invalid.replace('{field}', F.fields.phone);
      if (form.ai) await expectAlert(message);
      else await expect(page.getByText(message)).toBeVisible();
      await expect(f.getByText(F.errors.phone)).toBeVisible();

      // Absence is the point: a call the third submit made leaves at once; 300 ms lets it reach
      // the route and the stand-in.
      await page.waitForTimeout(300);
      expect(aws).toEqual([]);
      expect(await invocations(token)).toHaveLength(0);
    });

    test('delivers the exact documented payload once even on a double click, typed <!channel> escaped, no AWS call before submit', async ({
      page,
    }) => {
      const aws = watchAws(page);
      const token = uniqueToken();
      const f = await open(page, form);
      await fill(f, form.fields, token);
      await privacyNoticeAccepted(f).check();
      expect(aws, 'nothing goes to AWS before the first submit').toEqual([]);
      await submit(f).dblclick();
      await expectDelivered(page, form);
      // Absence is the point: the double click's second call would leave with the first; 500 ms
      // after the first's answer it would have arrived.
      await page.waitForTimeout(500);
      const list = await invocations(token);
      expect(list).toHaveLength(1);
      const [call] = list;
      expect(call!.functionName).toBe('CREATE-MESSAGE-SLACK');
      expect(call!.invocationType).toBe('RequestResponse');
      expect(call!.signed).toBe(true);
      expect(call!.payload.action).toBe('OFFICIAL');
      const lines = call!.payload.content!.split('\n');
      expect(lines.slice(0, -1)).toEqual(form.text(token));
      expect(lines.at(-1)).toMatch(/^접수번호: [2-9A-HJ-NP-Z]{8}$/);
      expect(call!.payload.content).not.toContain('<!channel>');
      if (!form.ai) {
        await page
          .getByRole('dialog', { name: F.success.title })
          .getByRole('button', { name: F.success.close })
          .click();
        await expect(byLabel(f, F.fields.email)).toHaveValue('');
      }
    });

    if (failureForms.has(form))
      test(`a failure (${form.failure}) keeps every value, a retry succeeds`, async ({ page }) => {
        const token = uniqueToken();
        await failNextDelivery(form.failure, token);
        const f = await open(page, form);
        await fill(f, form.fields, token);
        await privacyNoticeAccepted(f).check();
        await submit(f).click();
        await expectFailure(page, form);
        await expectKept(f, form.fields, token);
        await expect(submit(f)).toBeEnabled();
        await submit(f).click();
        await expectDelivered(page, form);
        const list = await invocations(token);
        expect(list.map((i) => i.outcome)).toEqual([form.failure, 'ok']);
        expect(list[0]!.payload.content).toBe(list[1]!.payload.content);
      });

    if (draftForms.has(form))
      test('a draft survives a reload until delivered', async ({ page }) => {
        const token = uniqueToken();
        let f = await open(page, form);
        await fill(f, form.fields, token);
        await privacyNoticeAccepted(f).check();
        // The draft is saved as the visitor types: wait until it holds the last change, the consent.
        await expect
          .poll(() =>
            page.evaluate(
              (t) =>
                Object.keys(sessionStorage)
                  .filter((key) => key.startsWith('chaedle:form-draft:'))
                  .some((key) => {
                    const draft = sessionStorage.getItem(key) ?? '';
                    return draft.includes(t) && draft.includes(':true');
                  }),
              token,
            ),
          )
          .toBe(true);
        await page.reload();
        f = await form.locate(page);
        await expectKept(f, form.fields, token);
        await submit(f).click();
        await expectDelivered(page, form);
        await page.reload();
        f = await open(page, form);
        await expect(byLabel(f, F.fields.email)).toHaveValue('');
      });
  });
}

test.describe('hang', () => {
  for (const form of [forms[0]!, forms[3]!, forms[8]!]) {
    test(`${form.name}: a hanging call fails within about 10 s, one invocation, really cancelled`, async ({
      page,
    }) => {
      test.setTimeout(45_000);
      const token = uniqueToken();
      await failNextDelivery('hang', token);
      const f = await open(page, form);
      await fill(f, form.fields, token);
      await privacyNoticeAccepted(f).check();
      const started = Date.now();
      await submit(f).click();
      await expect(submit(f)).toBeDisabled();
      if (form.ai)
        await expect(page.getByRole('alertdialog')).toContainText(F.alert.failed, {
          timeout: 14_000,
        });
      else
        await expect(page.getByRole('alert').filter({ hasText: F.failure.timeout })).toBeVisible({
          timeout: 14_000,
        });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThan(9_000);
      expect(elapsed).toBeLessThan(13_000);
      await expect
        .poll(async () => (await invocations(token))[0]?.cancelledAt, { timeout: 3_000 })
        .toBeTruthy();
      // Absence is the point: a retry would follow the cancellation at once; 500 ms lets it arrive.
      await page.waitForTimeout(500);
      expect(await invocations(token)).toHaveLength(1);
    });
  }
});

test('Korean idea form shows the name field and sends it', async ({ page }) => {
  const token = uniqueToken();
  await page.goto('/ko/contact/idea');
  const f = page.getByRole('main').locator('form');
  const K = ko.Forms;
  await f.getByRole('radio', { name: K.options.resident, exact: true }).check();
  await f.getByLabel(K.fields.username, { exact: true }).fill('박채들');
  await f.getByLabel(K.fields.apartment, { exact: true }).fill('래미안');
  await f.getByLabel(K.fields.phone, { exact: true }).fill('01012345678');
  await f.getByLabel(K.fields.email, { exact: true }).fill(email(token));
  await f.getByLabel(K.fields.content, { exact: true }).fill('좋아요');
  await f.getByRole('checkbox', { name: K.privacyNoticeAgree }).check();
  await f.getByRole('button', { name: K.submit }).click();
  await expect(page.getByRole('dialog', { name: K.success.title })).toBeVisible({
    timeout: 12_000,
  });
  const [call] = await invocations(token);
  expect(call!.payload.content!.split('\n').slice(0, 6)).toEqual([
    '[아이디어 제안] 아이디어 제안',
    '이름: 박채들',
    '회사: 래미안',
    '연락처: 010-1234-5678',
    `이메일: ${email(token)}`,
    '고객 유형: 입주민',
  ]);
});

test('an empty submit moves focus to the first field with its error already on it', async ({
  page,
}) => {
  await page.goto('/contact/proposal');
  const f = await mainForm(page);
  // What a screen reader announces is what the field says at the moment it takes focus: record
  // that, not the state a moment later.
  await page.evaluate(() => {
    const w = window as typeof window & { focusedWith?: string[] };
    document.addEventListener('focusin', (event) => {
      const field = event.target as HTMLElement;
      const description = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      w.focusedWith = [field.id, field.getAttribute('aria-invalid') ?? '', description];
    });
  });
  await submit(f).click();
  const first = byLabel(f, F.fields.name);
  await expect(first).toBeFocused();
  const [id, invalid, description] = await page.evaluate(
    () => (window as typeof window & { focusedWith?: string[] }).focusedWith ?? [],
  );
  expect(id).toBe(await first.getAttribute('id'));
  expect(invalid).toBe('true');
  expect(description).toContain(F.errors.required);
});

test('a field left empty shows its error; typing a valid value takes it away again', async ({
  page,
}) => {
  await page.goto('/contact/proposal');
  const f = await mainForm(page);
  const email = byLabel(f, F.fields.email);
  // Left before the form's engine runs (it loads when the form is near), nothing is said yet.
  await expect(async () => {
    await email.focus();
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 500 });
  }).toPass();
  await expect(f).toContainText(F.errors.required);
  await email.pressSequentially('lab@');
  await expect(f).toContainText(F.errors.email);
  await email.pressSequentially('example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(f).not.toContainText(F.errors.email);
});

test('Korean AI form alerts in Korean', async ({ page }) => {
  await page.goto('/ko');
  await page.getByRole('button', { name: ko.AiBanner.open, exact: true }).click();
  const f = page.getByRole('dialog', { name: ko.AiDialog.title }).locator('form');
  await f.locator('button[type=submit]').click();
  await expect(page.getByRole('alertdialog')).toContainText(ko.Forms.alert.required);
});

test('what a visitor types before the page scripts arrive is kept and delivered', async ({
  page,
}) => {
  const token = uniqueToken();
  const form = forms.find((f) => f.path === '/contact/proposal')!;
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(form.path, { waitUntil: 'domcontentloaded' });
  const f = await mainForm(page);
  await fill(f, form.fields, token);
  await privacyNoticeAccepted(f).check();
  release();
  await page.waitForLoadState('networkidle');
  await expectKept(f, form.fields, token);
  await submit(f).click();
  await expectDelivered(page, form);
  const [call] = await invocations(token);
  expect(call!.payload.content!.split('\n').slice(0, -1)).toEqual(form.text(token));
});

test('honeypot: a filled trap shows success but delivers nothing', async ({ page }) => {
  const token = uniqueToken();
  const form = forms[6]!;
  const f = await open(page, form);
  await fill(f, form.fields, token);
  await privacyNoticeAccepted(f).check();
  const trap = f.locator('input[name=chaedle_hp_confirm]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await trap.fill('https://spam.example');
  await submit(f).click();
  await expectDelivered(page, form);
  // Absence is the point: the success is shown when a call would have been answered; 500 ms
  // lets a call made anyway reach the stand-in.
  await page.waitForTimeout(500);
  expect(await invocations(token)).toHaveLength(0);
});

test('the content counter follows the typed text and the limit', async ({ page }) => {
  const f = await pageForm(page, '/contact/proposal');
  const content = f.getByLabel(F.fields.content, { exact: true });
  await expect(content).toHaveAttribute('maxlength', '5000');
  await content.fill('hello');
  await expect(f.getByText('5 / 5,000 characters')).toBeVisible();
  await expect(f.getByLabel(F.fields.name, { exact: true })).toHaveAttribute('maxlength', '50');
});

test('the privacy text can be read from the privacy notice', async ({ page }) => {
  const f = await pageForm(page, '/company/download');
  // The essentials without a click; the legal details fold away.
  await expect(f.getByText(F.privacyNotice.purpose.manual)).toBeVisible();
  await expect(f.getByText(F.privacyNotice.details[1]!)).toBeHidden();
  await f.getByText(F.privacyNotice.more).click();
  await expect(f.getByText(F.privacyNotice.details[1]!)).toBeVisible();
  // A translation says which text applies; the Korean original does not.
  await expect(f.getByText(F.privacyNotice.translationNote)).toBeVisible();
  expect(await f.evaluate((el) => (el as HTMLFormElement).noValidate)).toBe(true);
  const k = await pageForm(page, '/ko/company/download');
  await k.getByText(ko.Forms.privacyNotice.more).click();
  await expect(k.getByText(ko.Forms.privacyNotice.details[1]!)).toBeVisible();
  await expect(k.getByText(ko.Forms.privacyNotice.translationNote)).toHaveCount(0);
});

test.describe('forms with their errors shown pass axe (WCAG 2.2 AA)', () => {
  test('the idea form with its errors and the privacy text shown', async ({ page }) => {
    const f = await pageForm(page, '/contact/idea');
    await submit(f).click();
    await expect(f.getByText(F.errors.required, { exact: true }).first()).toBeVisible();
    await f.getByText(F.privacyNotice.more).click();
    expect(await axeViolations(page, 'main form')).toEqual([]);
  });

  test('the AI dialog with its alert', async ({ page }) => {
    await page.goto('/');
    const ai = await aiDialog(page);
    await submit(ai).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a submit before the scripts have run keeps the visitor’s details out of the URL', async ({
  page,
}) => {
  // No JavaScript chunk arrives: the form is the server's, with no engine behind it.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  const form = await pageForm(page, '/contact/proposal');
  const name = form.getByLabel(F.fields.name, { exact: true });
  await name.fill('김채들');
  await form.getByRole('button', { name: F.submit }).click();
  // Absence is the point: a browser submission navigates at once; 500 ms lets it commit.
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain('?');
  await expect(name).toHaveValue('김채들');
});

test('a form reached by a client-side navigation works at once', async ({ page }) => {
  await page.goto('/ko');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page
    .getByRole('navigation', { name: ko.Home.floating.label })
    .getByRole('link', { name: ko.Home.floating.proposal })
    .click();
  await expect(page).toHaveURL(/\/ko\/contact\/proposal$/);
  // The form was rendered in the browser (no server HTML to hydrate): it loads its engine itself.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await submit(await mainForm(page)).click();
  await expect(
    page.getByText(ko.Forms.toast.missing.replace('{field}', ko.Forms.fields.name)),
  ).toBeVisible();
});

test.describe('an enquiry past the Lambda bounds (8 000 characters, 60 lines)', () => {
  const form = () => forms.find((f) => f.path === '/contact/proposal')!;

  test('5 000 ampersands: told how many characters to cut, nothing sent, nothing lost', async ({
    page,
  }) => {
    const aws = watchAws(page);
    const token = uniqueToken();
    const f = await open(page, form());
    await fill(f, form().fields, token);
    const content = byLabel(f, F.fields.content);
    // Escaped for Slack, each & is five characters: about 25 000 in TEXT.
    const typed = '&'.repeat(5_000);
    await content.fill(typed);
    await privacyNoticeAccepted(f).check();
    await submit(f).click();
    const toastText = page.locator('[data-sonner-toast]').filter({ hasText: 'too long' });
    await expect(toastText).toBeVisible();
    const count = Number(
      /shorten it by at least ([\d,]+) characters\./
        .exec((await toastText.textContent()) ?? '')?.[1]
        ?.replace(/,/g, ''),
    );
    expect(count).toBeGreaterThan(17_000);
    expect(count).toBeLessThan(25_000);
    await expect(content).toBeFocused();
    await expect(content).toHaveValue(typed);
    await expect(byLabel(f, F.fields.email)).toHaveValue(
      form()
        .fields.find((x) => x.label === F.fields.email)!
        .value(token),
    );
    await expect(privacyNoticeAccepted(f)).toBeChecked();
    // Absence is the point: a call would leave at once; 300 ms lets it reach the stand-in.
    await page.waitForTimeout(300);
    expect(aws).toEqual([]);
    expect(await invocations(token)).toHaveLength(0);

    // Shortened enough, the same form is delivered.
    await content.fill('&'.repeat(1_000));
    await submit(f).click();
    await expectDelivered(page, form());
    const [call] = await invocations(token);
    expect(call!.payload.content!.length).toBeLessThanOrEqual(8_000);
  });

  test('80 short lines, in Korean: told how many line breaks to remove, nothing sent', async ({
    page,
  }) => {
    const token = uniqueToken();
    await page.goto('/ko/contact/proposal');
    const f = page.getByRole('main').locator('form');
    const K = ko.Forms;
    await f.getByLabel(K.fields.name, { exact: true }).fill('김채들');
    await f.getByLabel(K.fields.company, { exact: true }).fill('채들');
    await f.getByLabel(K.fields.department, { exact: true }).fill('기획');
    await f.getByLabel(K.fields.phone, { exact: true }).fill('01012345678');
    await f.getByLabel(K.fields.email, { exact: true }).fill(email(token));
    const typed = Array.from({ length: 80 }, (_, i) => `${i + 1}번`).join('\n');
    const content = f.getByLabel(K.fields.content, { exact: true });
    await content.fill(typed);
    await f.getByRole('checkbox', { name: K.privacyNoticeAgree }).check();
    await f.getByRole('button', { name: K.submit }).click();
    // 6 fixed lines + 내용: + 80 + 접수번호 = 88 lines: 28 too many.
    await expect(page.getByText(K.tooLong.lines.replace('{count, number}', '28'))).toBeVisible();
    await expect(content).toHaveValue(typed);
    await page.waitForTimeout(300);
    expect(await invocations(token)).toHaveLength(0);
  });
});
