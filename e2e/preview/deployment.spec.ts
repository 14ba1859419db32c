/**
 * The Vercel preview build (scripts/test/e2eEnv.mjs previewEnv: VERCEL_ENV=preview, no
 * NEXT_PUBLIC_SITE_URL) on the wire, as docs/deploying.md describes it: nothing indexable,
 * robots.txt shut, canonical links and hreflang on the production origin, social cards on the
 * branch's own origin, delivered enquiries marked as tests, the Vercel Toolbar allowed by the CSP.
 */
import { expect, test } from '@playwright/test';
import { previewVercel } from '../../scripts/test/e2eEnv.mjs';
import { invocations, uniqueToken } from '../support/aws';
import { messages, labelStartingWith } from '../support/site';

const production = `https://${previewVercel.VERCEL_PROJECT_PRODUCTION_URL}`;
const branch = `https://${previewVercel.VERCEL_BRANCH_URL}`;
const F = messages.en.Forms;

test('every kind of response carries X-Robots-Tag: noindex, nofollow', async ({ request }) => {
  for (const path of [
    '/',
    '/ko/company',
    '/vi/contact/faq',
    '/ko/private/consent/101',
    '/robots.txt',
    '/sitemap.xml',
    '/og/ko/company.png',
    '/favicon.ico',
    '/brand/chaedle-logo.png',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
  // Redirects (the middleware's) and 404s too.
  for (const [path, status] of [
    ['/hobanon', 308],
    ['/ko/no-such-page', 404],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('robots.txt disallows everything and names no sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*\nDisallow: \/\n/i);
  expect(text).not.toMatch(/^Allow:/im);
  expect(text).not.toMatch(/sitemap/i);
});

test('canonical and hreflang name the production origin; the cards the branch origin', async ({
  page,
}) => {
  const response = await page.goto('/ko/company');
  // One source of hreflang: no Link header from the middleware beside the HTML alternates.
  expect(response?.headers()['link'] ?? '').not.toContain('hreflang');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${production}/ko/company`,
  );
  for (const [lang, path] of [
    ['ko', '/ko/company'],
    ['en', '/company'],
    ['vi', '/vi/company'],
    ['x-default', '/company'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${production}${path}`,
    );
  }
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${branch}/og/ko/company.png`,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${production}/ko/company`,
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    '\n',
  );
  expect(jsonLd).toContain(`${production}/#organization`);
  expect(jsonLd).not.toContain('localhost');
  expect(jsonLd).not.toContain(previewVercel.VERCEL_BRANCH_URL);
});

test('the sitemap lists production URLs only', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(10);
  for (const loc of locs)
    expect(loc.startsWith(`${production}/`) || loc === production, loc).toBe(true);
  expect(xml).not.toMatch(/localhost|vercel\.app/);
});

test('the CSP lets the Vercel Toolbar and comments load on a preview', async ({ request }) => {
  const csp = (await request.get('/ko')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/vercel\.live/);
  expect(csp).toMatch(/frame-src https:\/\/vercel\.live/);
  expect(csp).toMatch(/connect-src [^;]*wss:\/\/ws-us3\.pusher\.com/);
});

test('a delivered enquiry is marked [미리보기] on its first line', async ({ page }) => {
  const token = uniqueToken();
  await page.goto('/contact/proposal');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(labelStartingWith(F.fields.name)).fill('Preview Lee');
  await form.getByLabel(labelStartingWith(F.fields.company)).fill('Co');
  await form.getByLabel(labelStartingWith(F.fields.department)).fill('QA');
  await form.getByLabel(labelStartingWith(F.fields.phone)).fill('010-1234-5678');
  await form.getByLabel(labelStartingWith(F.fields.email)).fill(`${token}@example.com`);
  await form.getByLabel(labelStartingWith(F.fields.content)).fill('a test from a preview');
  await form.getByRole('checkbox', { name: F.privacyNoticeAgree }).check();
  await form.locator('button[type=submit]').click();
  await expect(page.getByRole('dialog', { name: F.success.title })).toBeVisible({
    timeout: 12_000,
  });
  const [delivered] = await invocations(token);
  const lines = delivered!.payload.content!.split('\n');
  expect(lines[0]).toBe('[미리보기] [제안 요청] 제안 요청');
  expect(lines.slice(1).some((line) => line.includes('미리보기'))).toBe(false);
});
