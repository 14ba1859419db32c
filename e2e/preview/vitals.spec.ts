/**
 * Field vitals (CONTRACT 12, docs/performance.md "Field vitals"): the preview build traces every
 * visit (NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE=1, scripts/test/e2eEnv.mjs), so a page load reaches the
 * Sentry stand-in as a transaction carrying LCP, FCP, CLS and TTFB, named by its route pattern, and
 * an interaction as a standalone INP span. Nothing typed and no query string goes with them.
 * Each test's browser carries a unique token in its user agent (the one header Sentry keeps), which
 * scopes its reads from the stand-in shared with tests running in parallel.
 */
import { expect, test, type Page } from '../support/test';
import { uniqueToken } from '../support/aws';
import { messages } from '../support/site';
import { sentryItems, sentryRecords, type RecordedEvent } from '../support/sentry';

const F = messages.en.Forms;
const token = uniqueToken();

test.use({
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-vitals/${token}`,
});

async function sentryStarted(page: Page) {
  await page.waitForFunction(() => '__chaedleSentry' in window, undefined, { timeout: 15_000 });
}

/** The records matching `match` of `type` that `accept` takes, once at least one has arrived. */
async function recorded(
  type: string,
  accept: (record: RecordedEvent) => boolean,
  match = token,
): Promise<RecordedEvent[]> {
  let found: RecordedEvent[] = [];
  await expect
    .poll(
      async () =>
        (found = (await sentryRecords(match)).filter(
          (record) => record.type === type && accept(record),
        )).length,
      { timeout: 20_000, message: `a ${type} in the Sentry stand-in` },
    )
    .toBeGreaterThan(0);
  return found;
}

const pageLoad = (name: string) => (record: RecordedEvent) =>
  record.event.contexts?.trace?.op === 'pageload' && record.event.transaction === name;

test('a page load sends LCP, FCP, CLS and TTFB by route pattern, a click its INP; nothing typed, no query', async ({
  page,
}) => {
  const query = `query${uniqueToken()}`;
  const typed = `typed${uniqueToken()}`;
  await page.goto(`/contact/proposal?ref=${query}`);
  const form = page.getByRole('main').locator('form');
  // Typed once Sentry has started: an INP whose slowest interaction came before it may be missing
  // (docs/performance.md, "Field vitals").
  await sentryStarted(page);
  await form.getByLabel(new RegExp(`^${F.fields.name}`)).fill(`Name ${typed}`);
  // One click: the form's submit button, with a required field still empty.
  await form.locator('button[type=submit]').click();
  await expect(form.getByText(F.errors.required, { exact: true }).first()).toBeVisible();

  // The page load is sent once it has been idle for a second.
  const [load] = await recorded('transaction', pageLoad('/[locale]/contact/proposal'));
  const event = load!.event;
  expect(event.release).toBe('0.0.1');
  expect(event.environment).toBe('preview');
  for (const vital of ['lcp', 'fcp', 'cls', 'ttfb'])
    expect(event.measurements?.[vital]?.value, vital).toBeGreaterThanOrEqual(0);
  expect(event.measurements!.lcp!.value).toBeGreaterThan(0);
  expect(event.request?.url).toMatch(/\/contact\/proposal$/);

  // Leaving the page makes it hidden: the moment the browser's INP is final and reported.
  await page.goto('/ko');
  // The INP span belongs to the page load's trace.
  const [inp] = await recorded(
    'span',
    (record) => record.raw.includes('browser.web_vital.inp.value'),
    event.contexts!.trace!.trace_id!,
  );
  expect(inp!.raw).toContain('"ui.interaction.click"');
  expect(inp!.raw).toContain('"sentry.transaction":{"value":"/[locale]/contact/proposal"');

  expect(await sentryItems(query)).toEqual([]);
  expect(await sentryItems(typed)).toEqual([]);
  for (const { event: sent } of await sentryRecords(token))
    expect(sent.user?.ip_address).toBeUndefined();
});

test('a consent page load is named by its pattern, never by the agreement number', async ({
  page,
}) => {
  // A fresh waiting agreement of the backend stand-in (1000 … 9999999), unique to this test.
  const agreement = String(1000 + Math.floor(Math.random() * 9_000_000));
  await page.goto(`/ko/private/consent/${agreement}`);
  await sentryStarted(page);
  const [load] = await recorded(
    'transaction',
    pageLoad('/[locale]/private/consent/[constructionIdx]'),
  );
  expect(load!.event.measurements?.lcp?.value).toBeGreaterThan(0);
  expect(load!.event.transaction).not.toContain(agreement);
});
