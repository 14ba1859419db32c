/**
 * The privacy policy names everything the site keeps in the browser and every place the browser
 * sends data to (lib/privacy/storageInventory.ts, rendered on /privacy). Each test walks part of
 * the site as a visitor does and fails when a cookie, a localStorage or sessionStorage key, an
 * IndexedDB database or a request destination appears that the inventory does not list.
 */
import { expect, test, type Page } from '@playwright/test';
import { awsBase, uniqueToken } from '../../support/aws';
import { backendOrigin, freshAgreementIdx } from '../../support/backend';
import { sentryBase } from '../../support/sentry';
import { messages } from '../../support/site';
import {
  inventoryItemFor,
  type DestinationId,
  type StorageArea,
} from '../../../lib/privacy/storageInventory';

const en = messages.en;
const ko = messages.ko;

type Seen = { area: StorageArea; name: string };

/** Every cookie, storage key and IndexedDB database the site's origin holds right now. */
async function observedStorage(page: Page): Promise<Seen[]> {
  const cookies = (await page.context().cookies()).map((c) => ({
    area: 'cookie' as const,
    name: c.name,
  }));
  const web = await page.evaluate(async () => {
    const keys = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i) ?? '');
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    return { local: keys(localStorage), session: keys(sessionStorage), databases };
  });
  return [
    ...cookies,
    ...web.local.map((name) => ({ area: 'localStorage' as const, name })),
    ...web.session.map((name) => ({ area: 'sessionStorage' as const, name })),
    ...web.databases.map((name) => ({ area: 'indexedDB' as const, name })),
  ];
}

/** Records the destination of every request the page makes; an unknown origin is kept as is. */
function watchRequests(page: Page) {
  const origins: Record<string, DestinationId> = {
    [new URL(test.info().project.use.baseURL ?? '').origin]: 'site',
    [awsBase]: 'aws',
    [backendOrigin]: 'backend',
    [sentryBase]: 'sentry',
  };
  const seen = new Map<string, DestinationId | 'unknown'>();
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    const origin = new URL(url).origin;
    seen.set(origin, origins[origin] ?? 'unknown');
  });
  return seen;
}

/** Fails on anything the inventory does not list; returns the inventory ids that were seen. */
async function expectOnlyInventoried(page: Page, requests: Map<string, string>) {
  const seen = await observedStorage(page);
  const unlisted = seen.filter(({ area, name }) => !inventoryItemFor(area, name));
  expect(
    unlisted,
    'stored in the browser but missing from lib/privacy/storageInventory.ts',
  ).toEqual([]);
  const unknown = [...requests].filter(([, id]) => id === 'unknown').map(([origin]) => origin);
  expect(unknown, 'requests to a destination the policy does not name').toEqual([]);
  return new Set(seen.map(({ area, name }) => inventoryItemFor(area, name)?.id));
}

async function fillProposal(page: Page, token: string) {
  const form = page.getByRole('main').locator('form');
  const F = en.Forms;
  await form.getByLabel(F.fields.name, { exact: true }).fill('Inventory Kim');
  await form.getByLabel(F.fields.company, { exact: true }).fill('Co');
  await form.getByLabel(F.fields.department, { exact: true }).fill('Sales');
  await form.getByLabel(F.fields.phone, { exact: true }).fill('010-1234-5678');
  await form.getByLabel(F.fields.email, { exact: true }).fill(`${token}@example.com`);
  await form.getByLabel(F.fields.content, { exact: true }).fill('storage inventory');
  return form;
}

test('home, the video dialog and the AI dialog keep only inventoried items', async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto('/ko');
  const video = page.getByRole('dialog', { name: ko.Home.video.title });
  await expect.poll(() => video.evaluate((el) => el.matches(':modal'))).toBe(true);
  await video.getByRole('checkbox', { name: ko.Home.video.notToday }).check();
  await video.getByRole('button', { name: ko.Common.close }).first().click();
  await page.getByRole('button', { name: ko.AiBanner.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ko.AiDialog.title });
  await dialog.getByLabel(ko.Forms.fields.name, { exact: true }).fill('김채들');
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage)))
    .toContain('chaedle:form-draft:ai');
  const ids = await expectOnlyInventoried(page, requests);
  // No locale cookie: opening a page sets none (the next test shows what does).
  expect([...ids].sort()).toEqual(['formDraft', 'videoHide']);
  // Nothing but the site itself before a form is sent.
  expect([...new Set(requests.values())]).toEqual(['site']);
});

test('the locale cookie goes to the server with every request', async ({ page }) => {
  const requests = watchRequests(page);
  // Opening a page stores nothing (a prerendered page may be kept by a shared cache, so it sets
  // no cookie, docs/threat-model.md); choosing a language in the selector does.
  await page.goto('/company');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('NEXT_LOCALE');
  await page.getByLabel(messages.en.LocaleSwitcher.label).first().selectOption('vi');
  await expect(page).toHaveURL((url) => url.pathname === '/vi/company');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
    .toBe('vi');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
  // A session cookie (no expiry), readable by scripts, sent with every request to the site.
  expect(cookie?.expires).toBe(-1);
  const sent = page.waitForRequest((r) => r.url().endsWith('/company') && r.isNavigationRequest());
  await page.goto('/company');
  expect((await (await sent).allHeaders())['cookie']).toContain('NEXT_LOCALE=vi');
  await expectOnlyInventoried(page, requests);
});

test('a sent form leaves the Cognito identity id in IndexedDB, sent again with the next enquiry', async ({
  page,
}) => {
  const requests = watchRequests(page);
  const targets: { target: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(awsBase))
      targets.push({
        target: request.headers()['x-amz-target'] ?? request.url(),
        body: request.postData() ?? '',
      });
  });
  const token = uniqueToken();
  await page.goto('/contact/proposal');
  const form = await fillProposal(page, token);
  await form.getByRole('checkbox', { name: new RegExp(`^${en.Forms.privacyNoticeAgree}`) }).check();
  await form.locator('button[type=submit]').click();
  await expect(page.getByRole('dialog', { name: en.Forms.success.title })).toBeVisible({
    timeout: 12_000,
  });
  const ids = await expectOnlyInventoried(page, requests);
  expect(ids).toContain('cognitoIdentity');
  expect(ids).not.toContain('formDraft');
  const identityId = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('aws:cognito-identity-ids');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('IdentityIds').objectStore('IdentityIds').getAll();
          all.onsuccess = () => resolve(String(all.result[0]?.value ?? ''));
        };
      }),
  );
  expect(identityId).not.toBe('');
  expect(targets.map((t) => t.target)).toContain('AWSCognitoIdentityService.GetId');

  // A later enquiry, after a reload: no new identity, the stored one is sent to Cognito.
  targets.length = 0;
  await page.reload();
  const again = await fillProposal(page, uniqueToken());
  await again
    .getByRole('checkbox', { name: new RegExp(`^${en.Forms.privacyNoticeAgree}`) })
    .check();
  await again.locator('button[type=submit]').click();
  await expect(page.getByRole('dialog', { name: en.Forms.success.title })).toBeVisible({
    timeout: 12_000,
  });
  expect(targets.map((t) => t.target)).not.toContain('AWSCognitoIdentityService.GetId');
  const credentials = targets.find(
    (t) => t.target === 'AWSCognitoIdentityService.GetCredentialsForIdentity',
  );
  expect(credentials?.body).toContain(identityId);
  await expectOnlyInventoried(page, requests);
});

test('the consent flow keeps only inventoried items and talks to the backend only', async ({
  page,
}) => {
  const requests = watchRequests(page);
  const idx = freshAgreementIdx();
  await page.goto(`/ko/private/consent/${idx}`);
  await page.getByRole('button', { name: ko.Consent.agree, exact: true }).click();
  await page.waitForURL(/consentComplete/);
  const ids = await expectOnlyInventoried(page, requests);
  expect(ids).toContain('consentDone');
  expect(new Set(requests.values())).toEqual(new Set(['site', 'backend']));
});
