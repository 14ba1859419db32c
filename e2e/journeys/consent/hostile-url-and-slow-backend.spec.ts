/**
 * The consent pages against a hostile URL and for the backend's limits (docs/threat-model.md):
 * the end and error pages say only the site's words, in the case the backend gives; the server's
 * agreement read names the site and the visitor, and a hanging backend holds the page for 3 s only.
 */
import { expect, test } from '@playwright/test';
import {
  agreementApiPath,
  failNextBackendCall,
  freshAgreementIdx,
  requestsFor,
  type RecordedRequest,
} from '../../support/backend';
import { messages } from '../../support/site';

const ko = messages.ko.Consent;
const en = messages.en.Consent;

test.describe('no text from the URL', () => {
  // [crafted path, the heading the site chooses]
  const crafted: [string, string][] = [
    ['/ko/private/consentEnd?reason=expired&date=2020-01-01', ko.endTitle],
    ['/ko/private/consentEnd?reason=agreed&date=2020-01-01T00:00:00Z', ko.endTitle],
    [
      '/ko/private/consentEnd?reason=expired&date=2020-01-01&message=%EA%B4%80%EB%A6%AC%EC%82%AC%EB%AC%B4%EC%86%8C%EC%97%90%20%EC%A0%84%ED%99%94%ED%95%98%EC%84%B8%EC%9A%94',
      ko.endTitle,
    ],
    ['/ko/private/consentEnd?idx=abc&date=2020-01-01', ko.endTitle],
    ['/ko/private/consentError?reason=not-found', ko.errorGenericTitle],
    ['/ko/private/consentError?message=Call%20090-0000-0000&error=PHISH', ko.errorGenericTitle],
    ['/private/consentEnd?idx=103&reason=agreed&date=2020-01-01', en.endExpiredTitle],
    ['/private/consentEnd?idx=102&reason=expired&date=2020-01-01', en.endAgreedTitle],
  ];
  for (const [path, heading] of crafted) {
    test(`${path}: the site's own words, nothing from the query`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const text = await page.locator('body').innerText();
      for (const injected of ['2020', '관리사무소에 전화하세요', '090-0000-0000', 'PHISH'])
        expect(text).not.toContain(injected);
    });
  }

  test("the backend's dates, read by the end page itself", async ({ page }) => {
    await page.goto('/private/consentEnd?idx=103&date=2020-01-01');
    await expect(page.getByText('Closed on December 31, 2025')).toBeVisible();
    await page.goto('/ko/private/consentEnd?idx=102');
    await expect(
      page.getByText(messages.ko.Consent.endAgreedAt.replace('{date}', '2026년 3월 2일')),
    ).toBeVisible();
  });

  test('an agreement still open sends the end page back to the consent page', async ({ page }) => {
    await page.goto('/ko/private/consentEnd?idx=101');
    await expect(page).toHaveURL(/\/ko\/private\/consent\/101$/);
    await expect(page.getByRole('button', { name: ko.agree, exact: true })).toBeVisible();
  });

  test('the error page says "not found" only when the backend does', async ({ page }) => {
    await page.goto('/ko/private/consentError?idx=404&reason=expired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.notFoundTitle);
    await expect(page.getByRole('link', { name: ko.retry })).toHaveCount(0);
  });
});

test.describe("the server's read names the site and the visitor", () => {
  async function serverRead(idx: number): Promise<RecordedRequest> {
    // The server's read is the one without an Origin (the browser's own carries the page's).
    const reads = (await requestsFor(idx)).filter((r) => r.method === 'GET' && !r.headers.origin);
    expect(reads).toHaveLength(1);
    return reads[0]!;
  }

  test('under next start: the socket address and the site as user agent', async ({ request }) => {
    const idx = freshAgreementIdx();
    expect((await request.get(`/ko/private/consent/${idx}`)).status()).toBe(200);
    const read = await serverRead(idx);
    expect(read.headers['user-agent']).toBe('chaedle-website/0.0.1');
    expect(read.headers['x-forwarded-for']).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  });

  test("behind an edge that reports the client (Vercel's x-forwarded-for): that address", async ({
    request,
  }) => {
    const idx = freshAgreementIdx();
    const response = await request.get(`/ko/private/consent/${idx}`, {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(response.status()).toBe(200);
    const read = await serverRead(idx);
    expect(read.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(read.headers['user-agent']).toBe('chaedle-website/0.0.1');
  });

  test('the end and error pages read the same way', async ({ request }) => {
    for (const page of ['consentEnd', 'consentError']) {
      const idx = freshAgreementIdx();
      await request.get(`/ko/private/${page}?idx=${idx}`, {
        headers: { 'X-Forwarded-For': '198.51.100.4' },
        maxRedirects: 0,
      });
      const read = await serverRead(idx);
      expect(read.headers['x-forwarded-for'], page).toBe('198.51.100.4');
      expect(read.headers['user-agent'], page).toBe('chaedle-website/0.0.1');
    }
  });

  test('a hanging backend holds the page about 3 s; then the browser reads the agreement', async ({
    page,
  }) => {
    const idx = freshAgreementIdx();
    // Only the server's read hangs; the browser's own call is answered.
    await failNextBackendCall({ method: 'GET', path: agreementApiPath(idx), hang: true });
    const started = Date.now();
    // The whole HTML (Next may flush the shell earlier): it cannot end before the read gives up.
    const response = await page.goto(`/ko/private/consent/${idx}`, {
      waitUntil: 'domcontentloaded',
    });
    const loaded = Date.now();
    expect(response?.status()).toBe(200);
    // From the server's read reaching the backend to the end of the HTML: the 3 s the server
    // waits (its clock starts before the request reaches the backend: 2.5 s at least, well past
    // the former 1.5 s), plus the rest of the render (under builds beside it, up to 3 s more).
    const [serverRead] = await requestsFor(idx);
    const held = loaded - serverRead!.at;
    test
      .info()
      .annotations.push(
        { type: 'held-ms', description: String(held) },
        { type: 'html-ms', description: String(loaded - started) },
      );
    expect(held).toBeGreaterThanOrEqual(2_500);
    expect(held).toBeLessThan(6_000);
    await expect(page.getByRole('button', { name: ko.agree, exact: true })).toBeEnabled();
    const gets = (await requestsFor(idx)).filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(2);
  });
});
