/**
 * A resident's consent, page by page against the backend stand-in (docs/product.md): the agreement readable before the scripts run, the terms, one tap
 * one PUT, and every outcome (agreed, expired, completed, failed, not found, 5xx and network errors
 * with a retry, 401 to sign-in); requests as the backend expects them, hostile terms HTML inert,
 * and no axe violation.
 */
import { firstLoadJs } from '../../../scripts/perf/firstLoadJs.mjs';
import { expect, type Page, test } from '@playwright/test';
import {
  agreementApiPath,
  backendOrigin,
  disguisedLinkNames,
  failNextBackendCall,
  freshAgreementIdx,
  requestsFor,
} from '../../support/backend';
import { axeViolations, expectNoHorizontalScroll } from '../../support/pageChecks';
import { localizedPath, locales, messages } from '../../support/site';

// Residents open consent links on their phones: every test runs 360 px wide.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const ko = messages.ko;
const toast = (page: Page) => page.locator('[data-sonner-toast]');

async function puts(idx: number) {
  return (await requestsFor(idx)).filter((r) => r.method === 'PUT');
}

test.describe('the consent page (GET WAITING)', () => {
  for (const locale of locales) {
    test(`shows site name, title, paragraphs, the terms link and one large agree button in ${locale}`, async ({
      page,
    }) => {
      const m = messages[locale].Consent;
      await page.goto(localizedPath(locale, '/private/consent/101'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보 수집·이용 동의');
      await expect(page.getByText('채들 리버사이드 2차')).toBeVisible();
      await expect(page.locator('article p').filter({ hasText: '수집 항목' })).toBeVisible();
      const terms = page.getByRole('link', { name: m.termsLink });
      await expect(terms).toHaveAttribute('href', localizedPath(locale, '/private/terms/101'));
      const agree = page.getByRole('button', { name: m.agree, exact: true });
      await expect(agree).toBeEnabled();
      // Large and within thumb reach: full width, at least 56 px tall, in the lower part of the screen.
      const box = (await agree.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(56);
      expect(box.width).toBeGreaterThanOrEqual(300);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(box.y).toBeGreaterThan(740 / 2);
      await expectNoHorizontalScroll(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test.describe('before its JavaScript has run (a slow phone)', () => {
    test.use({ javaScriptEnabled: false });
    test('the agreement is already there to read, from the server', async ({ page }) => {
      await page.goto('/ko/private/consent/101');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보 수집·이용 동의');
      await expect(page.locator('article p').filter({ hasText: '수집 항목' })).toBeVisible();
      await expect(page.getByTestId('consent-skeleton')).toHaveCount(0);
      // A tap before the scripts run would be lost: the button waits for them, visibly.
      await expect(
        page.getByRole('button', { name: ko.Consent.agree, exact: true }),
      ).toBeDisabled();
    });
  });

  test('its data layer loads after the first scripts: a phone on a slow network downloads little more than for the plainest consent page', async ({
    baseURL,
  }) => {
    // React Query, the API client and the screen (about 14 kB gzip) come in a chunk requested when
    // the page has hydrated; the agreement itself is already in the HTML.
    const firstLoadGzipBytes = async (path: string) =>
      (await firstLoadJs(new URL(path, baseURL).href)).bytes;
    for (const path of ['/ko/private/consent/101', '/ko/private/terms/101']) {
      const extra =
        (await firstLoadGzipBytes(path)) -
        (await firstLoadGzipBytes('/ko/private/consentComplete'));
      expect(extra, `${path}: first-load JS over consentComplete's`).toBeLessThan(4 * 1024);
    }
  });

  test("shows a loading skeleton while a slow backend answers (past the server's 3 s)", async ({
    page,
  }) => {
    await page.goto('/ko/private/consent/700');
    await expect(page.getByTestId('consent-skeleton')).toBeVisible();
    await expect(page.getByRole('status')).toContainText(ko.Consent.loading);
    await expect(page.getByRole('button', { name: ko.Consent.agree, exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('is noindex and not kept by shared caches', async ({ page, request }) => {
    for (const path of [
      '/ko/private/consent/101',
      '/private/terms/101',
      '/vi/private/consentComplete',
      '/private/consentError',
      '/private/consentEnd',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, path).toContain('no-store');
      expect(cacheControl, path).not.toContain('s-maxage');
      expect(response.headers()['x-robots-tag'], path).toContain('noindex');
    }
    await page.goto('/ko/private/consent/101');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the terms link opens the sanitised terms, which link back', async ({ page }) => {
    await page.goto('/ko/private/consent/101');
    await page.getByRole('link', { name: ko.Consent.termsLink }).click();
    await expect(page).toHaveURL(/\/ko\/private\/terms\/101$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보 처리방침');
    await expect(page.getByRole('heading', { level: 2, name: '1. 수집하는 항목' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '접수 기록' })).toBeVisible();
    await page.getByRole('link', { name: ko.Consent.backToConsent }).first().click();
    await expect(page).toHaveURL(/\/ko\/private\/consent\/101$/);
  });
});

test.describe('where the resident ends up (docs/product.md, consent flow)', () => {
  test('GET AGREED → consentEnd saying consent was already given', async ({ page }) => {
    await page.goto('/ko/private/consent/102');
    await expect(page).toHaveURL(/\/ko\/private\/consentEnd\?idx=102$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.endAgreedTitle);
    await expect(page.getByText(ko.Consent.endAgreedText)).toBeVisible();
    // The date is the backend's (agreed_at), read by the end page itself.
    await expect(
      page.getByText(messages.ko.Consent.endAgreedAt.replace('{date}', '2026년 3월 2일')),
    ).toBeVisible();
  });

  test('GET EXPIRED → consentEnd saying the period is over', async ({ page }) => {
    await page.goto('/private/consent/103');
    await expect(page).toHaveURL(/\/private\/consentEnd\?idx=103$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.en.Consent.endExpiredTitle,
    );
    await expect(page.getByText('Closed on December 31, 2025')).toBeVisible();
  });

  test('PUT 200 → consentComplete; one tap sends one PUT; Back does not resend', async ({
    page,
  }) => {
    const idx = freshAgreementIdx();
    await failNextBackendCall({
      method: 'PUT',
      path: agreementApiPath(idx),
      status: 200,
      body: {},
      delayMs: 1500,
    });
    await page.goto(`/ko/private/consent/${idx}`);
    const agree = page.getByRole('button', { name: ko.Consent.agree, exact: true });
    await agree.dblclick();
    // Disabled while the slow PUT is pending.
    await expect(page.getByRole('button', { name: ko.Consent.agreeing })).toBeDisabled();
    await expect(page).toHaveURL(/\/ko\/private\/consentComplete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.completeTitle);
    expect(await puts(idx)).toHaveLength(1);

    await page.goBack();
    await page.waitForLoadState('networkidle');
    // Absence is the point: a resend would leave as the page is restored; 500 ms after the
    // network is idle it would have reached the stand-in.
    await page.waitForTimeout(500);
    expect(await puts(idx)).toHaveLength(1);
    await page.goForward().catch(() => undefined);
    await expect(page).toHaveURL(/\/ko\/private\/consentComplete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.completeTitle);
    expect(await puts(idx)).toHaveLength(1);
  });

  test('Back to a consent page already agreed in this tab goes to completion without a PUT', async ({
    page,
  }) => {
    const idx = freshAgreementIdx();
    // The stand-in accepts this PUT without recording it: the agreement still answers WAITING, so
    // only the tab's memory of its consent keeps the page from offering (and sending) it again.
    await failNextBackendCall({
      method: 'PUT',
      path: agreementApiPath(idx),
      status: 200,
      body: {},
    });
    await page.goto(`/ko/private/terms/${idx}`);
    await page.getByRole('link', { name: ko.Consent.backToConsent }).first().click();
    await page.getByRole('button', { name: ko.Consent.agree, exact: true }).click();
    await expect(page).toHaveURL(/\/ko\/private\/consentComplete$/);
    await page.goBack();
    await page.goForward().catch(() => undefined);
    // The page sends itself on to completion as soon as its scripts run, which may be before
    // its load event: the navigation is done once the server has answered.
    // On a slow host the tab may still be on its way to completion from the history step, which
    // then interrupts this navigation: the same destination, asserted below.
    await page.goto(`/ko/private/consent/${idx}`, { waitUntil: 'commit' }).catch((error: Error) => {
      if (!/interrupted by another navigation to \S+\/consentComplete/.test(error.message))
        throw error;
    });
    await expect(page).toHaveURL(/\/ko\/private\/consentComplete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.completeTitle);
    const agreement = (await (await fetch(`${backendOrigin}${agreementApiPath(idx)}`)).json()) as {
      status: string;
    };
    expect(agreement.status, 'the backend still answers WAITING').toBe('WAITING');
    expect(await puts(idx)).toHaveLength(1);
  });

  test('PUT fails → consentError, with a way back to try again', async ({ page }) => {
    await page.goto('/ko/private/consent/600');
    await page.getByRole('button', { name: ko.Consent.agree, exact: true }).click();
    await expect(page).toHaveURL(/\/ko\/private\/consentError\?idx=600$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.errorTitle);
    await expect(toast(page)).toHaveCount(0);
    const retry = page.getByRole('link', { name: ko.Consent.retry });
    await expect(retry).toHaveAttribute('href', '/ko/private/consent/600');
    await retry.click();
    await expect(page).toHaveURL(/\/ko\/private\/consent\/600$/);
    await expect(page.getByRole('button', { name: ko.Consent.agree, exact: true })).toBeEnabled();
  });

  test('GET 404 → consentError (not found), no toast', async ({ page }) => {
    await page.goto('/ko/private/consent/404');
    await expect(page).toHaveURL(/\/ko\/private\/consentError\?idx=404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.notFoundTitle);
    await expect(toast(page)).toHaveCount(0);
  });

  test('GET 5xx → an error state with a retry button and the toast; retry recovers', async ({
    page,
  }) => {
    const idx = freshAgreementIdx();
    await failNextBackendCall({
      method: 'GET',
      path: agreementApiPath(idx),
      status: 502,
      body: { error: 'BAD_GATEWAY', message: '게이트웨이 오류' },
      // The server's look while rendering, then the browser's own call.
      times: 2,
    });
    await page.goto(`/ko/private/consent/${idx}`);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(
      ko.Consent.loadErrorTitle,
    );
    // The backend's message is not shown; the generic text names the status only.
    await expect(toast(page)).toHaveText(ko.Errors.apiServer.replace('{code}', '502'));
    await expect(toast(page)).not.toContainText('게이트웨이 오류');
    await expect(toast(page)).not.toContainText('BAD_GATEWAY');
    await page.getByRole('button', { name: ko.Consent.retry }).click();
    await expect(page.getByRole('button', { name: ko.Consent.agree, exact: true })).toBeVisible();
  });

  test('GET 500 sample stays an error state, never a crash', async ({ page }) => {
    await page.goto('/private/consent/500');
    await expect(page.getByRole('button', { name: messages.en.Consent.retry })).toBeVisible();
    await expect(toast(page)).toHaveText(messages.en.Errors.apiServer.replace('{code}', '500'));
  });

  for (const idx of [422, 423]) {
    test(`a malformed GET body (${idx}) is the error state with the toast`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/vi/private/consent/${idx}`);
      await expect(page.getByRole('button', { name: messages.vi.Consent.retry })).toBeVisible();
      await expect(toast(page)).toContainText(messages.vi.Errors.apiMalformed);
      expect(errors).toEqual([]);
    });
  }

  test('a network failure is the error state with the network toast; retry recovers', async ({
    page,
  }) => {
    const idx = freshAgreementIdx();
    // The connection drops for the server's look while rendering; the browser is offline.
    await failNextBackendCall({ method: 'GET', path: agreementApiPath(idx), drop: true });
    await page.route(`${backendOrigin}/**`, (route) => route.abort('internetdisconnected'));
    await page.goto(`/ko/private/consent/${idx}`);
    await expect(toast(page)).toContainText(ko.Errors.apiNetwork);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.loadErrorTitle);
    await page.unroute(`${backendOrigin}/**`);
    await page.getByRole('button', { name: ko.Consent.retry }).click();
    await expect(page.getByRole('button', { name: ko.Consent.agree, exact: true })).toBeVisible();
  });

  test('a 401 on GET sends the browser to /sign-in', async ({ page }) => {
    await page.goto('/ko/private/consent/401');
    await expect(page).toHaveURL(/\/ko\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Consent.signInTitle);
  });

  test('a 401 on PUT sends the browser to /sign-in', async ({ page }) => {
    await page.goto('/private/consent/601');
    await page.getByRole('button', { name: messages.en.Consent.agree, exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.en.Consent.signInTitle,
    );
  });
});

test('on the wire: no doubled slash, JSON and no-cache headers on GET and PUT', async ({
  page,
}) => {
  const idx = freshAgreementIdx();
  await page.goto(`/ko/private/terms/${idx}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/ko/private/consent/${idx}`);
  await page.getByRole('button', { name: ko.Consent.agree, exact: true }).click();
  await expect(page).toHaveURL(/consentComplete$/);
  const seen = (await requestsFor(idx)).filter((r) => r.method !== 'OPTIONS');
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET ${agreementApiPath(idx)}/terms`,
    `GET ${agreementApiPath(idx)}`,
    `PUT ${agreementApiPath(idx)}`,
  ]);
  for (const request of seen) {
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['cache-control']).toBe('no-cache');
    expect(request.headers.pragma).toBe('no-cache');
  }
});

test('hostile terms HTML stays inert: no dialog, no console message, no navigation', async ({
  page,
}) => {
  const dialogs: string[] = [];
  const consoleMessages: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/XSS|alert/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.goto('/private/terms/666');
  const content = page.getByTestId('terms-content');
  await expect(content).toContainText('Terms with hostile markup.');
  await expect(content).toContainText('Last paragraph.');
  // Nothing executable or loadable survived; no event handler, style, id or class attribute.
  expect(
    await content
      .locator('script, style, iframe, object, embed, img, svg, form, button, input')
      .count(),
  ).toBe(0);
  const attributes = await content.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes).map((a) => `${el.localName}[${a.name}=${a.value}]`),
    ),
  );
  expect(attributes.filter((a) => !/^a\[(href|target|rel)=/.test(a))).toEqual([]);
  const hrefs = await content
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['https://www.chaedle.com/']);
  // Links in disguise lose their href: their words stay, as text.
  for (const name of disguisedLinkNames) {
    await expect(content.getByText(name, { exact: true })).toBeVisible();
    await expect(content.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(page.locator('body')).toBeVisible();

  const url = page.url();
  await content.getByText('javascript link').click();
  await content.getByText('obfuscated link').click();
  await content.getByText('data link').click();
  await content.getByText('Last paragraph.').hover();
  // Absence is the point: a navigation or dialog starts on the click; 300 ms lets it show.
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
  expect(dialogs).toEqual([]);
  expect(consoleMessages).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  ).toBeUndefined();
});

test('a route index that is not a positive integer is a 404 without any backend call', async ({
  page,
}) => {
  const response = await page.goto('/ko/private/consent/-5');
  expect(response?.status()).toBe(404);
  expect(await requestsFor(-5)).toEqual([]);
});

// The plain consent, terms, complete, end and error pages are swept in e2e/site/accessibility/every-route.spec.ts.
for (const locale of locales) {
  for (const path of [
    '/private/consentError?idx=600',
    '/private/consentError?idx=404',
    '/private/consentEnd?idx=102',
    '/private/consentEnd?idx=103',
    '/sign-in',
  ]) {
    test(`axe finds no WCAG 2.2 AA violation on ${localizedPath(locale, path)}`, async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    });
  }
}
