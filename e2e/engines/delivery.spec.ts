/**
 * An enquiry reaches the operations team from WebKit and Firefox (docs/product.md): one
 * Lambda invocation carrying every typed field, the success message shown; a failed delivery says
 * so and keeps the text. Against the AWS stand-in, each test's e-mail address its own token.
 */
import { failNextDelivery, invocations, uniqueToken } from '../support/aws';
import { messages } from '../support/site';
import { expect, expectInPage, test, type Session } from './support/fixtures';
import { expectDialog, pageHydrated, skipVideoDialog } from './support/journey';

const F = messages.ko.Forms;

type Field = { label: string; value: string };

/** The proposal form's fields as a visitor at 390 px types them, and the TEXT they make. */
const proposal = (token: string) => ({
  fields: [
    { label: F.fields.name, value: '김채들' },
    { label: F.fields.company, value: 'A & B <건설>' },
    { label: F.fields.department, value: '영업팀' },
    { label: F.fields.phone, value: '01012345678' },
    { label: F.fields.email, value: `${token}@example.com` },
    { label: F.fields.content, value: '첫 줄 <!channel>' },
  ],
  text: [
    '[제안 요청] 제안 요청',
    '이름: 김채들',
    '회사: A &amp; B &lt;건설&gt;',
    '연락처: 010-1234-5678',
    `이메일: ${token}@example.com`,
    '부서/직책: 영업팀',
    '내용:',
    '> 첫 줄 &lt;!channel&gt;',
  ],
});

/** The manual request's fields (the AI dialog's and the download page's). */
const manual = (token: string, title: string) => ({
  fields: [
    { label: F.fields.name, value: '이채들' },
    { label: F.fields.company, value: '채들 관리' },
    { label: F.fields.phone, value: '010-9876-5432' },
    { label: F.fields.email, value: `${token}@example.com` },
  ],
  text: [
    title,
    '이름: 이채들',
    '회사: 채들 관리',
    '연락처: 010-9876-5432',
    `이메일: ${token}@example.com`,
  ],
});

async function fill(site: Session, form: string, fields: Field[]) {
  for (const field of fields)
    await site.type({ css: 'input, textarea', label: field.label, within: form }, field.value);
  await site.click({ css: 'input[type=checkbox]', label: F.privacyNoticeAgree, within: form });
}

function valuesOf(site: Session, form: string, fields: Field[]) {
  return site.evaluate(
    (form: string, labels: string[]) =>
      labels.map((label) => {
        const field = Array.from(
          document.querySelectorAll<HTMLInputElement>(`${form} input, ${form} textarea`),
        ).find((input) =>
          Array.from(input.labels ?? []).some((l) => l.textContent?.trim().startsWith(label)),
        );
        return field?.value ?? null;
      }),
    form,
    fields.map((f) => f.label),
  );
}

/** Every field still holds what was typed (the phone's digits: the field groups them), consent ticked. */
async function expectKept(site: Session, fields: Field[]) {
  const digitsOfPhone = (values: (string | null)[]) =>
    values.map((v, i) => (fields[i]!.label === F.fields.phone ? v?.replace(/\D/g, '') : v));
  expect(digitsOfPhone(await valuesOf(site, 'main form', fields))).toEqual(
    digitsOfPhone(fields.map((f) => f.value)),
  );
  expect(
    await site.evaluate(
      () => document.querySelector<HTMLInputElement>('main form input[type=checkbox]')?.checked,
    ),
  ).toBe(true);
}

/** The one invocation of this token carries exactly `text`, then the receipt line. */
async function expectOneInvocation(token: string, text: string[]) {
  await expect.poll(async () => (await invocations(token)).length).toBe(1);
  const [call] = await invocations(token);
  const lines = call!.payload.content!.split('\n');
  expect(lines.slice(0, -1)).toEqual(text);
  expect(lines.at(-1)).toMatch(/^접수번호: [2-9A-HJ-NP-Z]{8}$/);
}

test('a proposal request typed at 390 px: one invocation with every field, "접수되었습니다"', async ({
  site,
}) => {
  const token = uniqueToken();
  const form = proposal(token);
  await site.setViewport(390, 844);
  await site.goto('/ko/contact/proposal');
  await pageHydrated(site);
  await test.step('type and send', async () => {
    await fill(site, 'main form', form.fields);
    await site.click({ css: 'button[type=submit]', within: 'main form' });
    await expectDialog(site, F.success.title);
  });
  await expectOneInvocation(token, form.text);
});

test("the AI banner's dialog form at 1440 px: one invocation, its completion shown", async ({
  site,
}) => {
  const token = uniqueToken();
  const form = manual(token, '[매뉴얼 요청] AI 체커');
  await site.setViewport(1440, 900);
  await skipVideoDialog(site);
  await site.goto('/ko');
  await pageHydrated(site);
  await test.step('open the dialog from the banner', async () => {
    await site.click({ css: 'button', text: messages.ko.AiBanner.open });
    await expectDialog(site, messages.ko.AiDialog.title);
  });
  await test.step('type and send', async () => {
    await fill(site, 'dialog[open] form', form.fields);
    await site.click({ css: 'button[type=submit]', within: 'dialog[open] form' });
    await expectDialog(site, messages.ko.AiDialog.completeTitle);
  });
  await expectOneInvocation(token, form.text);
});

test('the manual request on the download page: one invocation, "접수되었습니다"', async ({
  site,
}) => {
  const token = uniqueToken();
  const form = manual(token, '[매뉴얼 요청] 매뉴얼 다운로드');
  await site.goto('/ko/company/download');
  await pageHydrated(site);
  await fill(site, 'main form', form.fields);
  await site.click({ css: 'button[type=submit]', within: 'main form' });
  await expectDialog(site, F.success.title);
  await expectOneInvocation(token, form.text);
});

test('a failed delivery says so and keeps the text; the retry is delivered', async ({ site }) => {
  const token = uniqueToken();
  const form = proposal(token);
  await failNextDelivery('500', token);
  await site.setViewport(390, 844);
  await site.goto('/ko/contact/proposal');
  await pageHydrated(site);
  await fill(site, 'main form', form.fields);
  await site.click({ css: 'button[type=submit]', within: 'main form' });
  await test.step('the failure is said, the text kept', async () => {
    await expectInPage(
      site,
      'the failure is announced',
      true,
      (text: string) =>
        Array.from(document.querySelectorAll('[role=alert]')).some((a) =>
          (a.textContent ?? '').includes(text),
        ),
      F.failure.generic,
    );
    await expectKept(site, form.fields);
  });
  await test.step('the retry', async () => {
    await site.click({ css: 'button[type=submit]', within: 'main form' });
    await expectDialog(site, F.success.title);
    const outcomes = (await invocations(token)).map((i) => i.outcome);
    expect(outcomes).toEqual(['500', 'ok']);
  });
});

test('what is typed and ticked before the page is interactive is kept and delivered', async ({
  site,
}) => {
  test.skip(
    !site.holdScripts,
    'WebKitWebDriver runs no command while a page loads: nothing can be typed while its scripts are held',
  );
  const token = uniqueToken();
  const form = proposal(token);
  await site.setViewport(390, 844);
  const release = await site.holdScripts!();
  try {
    await test.step('type while the scripts are held', async () => {
      await site.goto('/ko/contact/proposal', { until: 'parsed' });
      await fill(site, 'main form', form.fields);
      expect(
        await site.evaluate(() => document.documentElement.hasAttribute('data-page-idle')),
        'the page had not hydrated while the visitor typed',
      ).toBe(false);
    });
  } finally {
    release();
  }
  await pageHydrated(site);
  await test.step('kept once the page is interactive, then sent', async () => {
    await expectKept(site, form.fields);
    await site.click({ css: 'button[type=submit]', within: 'main form' });
    await expectDialog(site, F.success.title);
  });
  await expectOneInvocation(token, form.text);
});
