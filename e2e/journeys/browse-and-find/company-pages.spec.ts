/**
 * Finding out about the company: the logo page's BI/CI files download as SVG and PNG, the download
 * page has both app QR codes and the catalog and manuals as real PDFs, the recruit page shows four
 * teams with hiring closed, the laboratory its feature history by year, the brand page the story of
 * the name, and the company page has real content in every language.
 */
import { expect, test } from '@playwright/test';
import { downloads, qrTarget } from '../../../lib/content/company';
import { skipVideoDialog, withMotion } from '../../support/pageChecks';
import { messages } from '../../support/site';

const ko = messages.ko;

test.beforeEach(async ({ page }) => skipVideoDialog(page));

test('logo page: every BI/CI file downloads as SVG and PNG', async ({ page, request }) => {
  await page.goto('/ko/company/logo');
  for (const logo of downloads.logos) {
    for (const [href, type, magic] of [
      [logo.svg, 'image/svg+xml', '<svg'],
      [logo.png, 'image/png', '\u0089PNG'],
    ] as const) {
      const link = page.locator(`a[href="${href}"]`);
      await expect(link).toHaveAttribute('download', '');
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
      expect((await response.body()).subarray(0, 4).toString('latin1')).toBe(magic.slice(0, 4));
    }
  }
});

/** The /Title of a PDF made by Chromium (UTF-16BE hex string). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]+)>/.exec(text)?.[1];
  if (hex) return Buffer.from(hex, 'hex').swap16().toString('utf16le');
  return /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? '';
}

test('download page: both app QR codes, and the catalog and manuals as real PDF files', async ({
  page,
  request,
}) => {
  await page.goto('/ko/company/download');
  // Both codes drawn (what they decode to: get-the-app/qr-and-store-redirects.spec.ts).
  const codes = page.locator('main [data-qr-url]');
  await expect(codes).toHaveCount(2);
  for (const [index, app] of (['resident', 'crew'] as const).entries()) {
    await expect(codes.nth(index)).toHaveAttribute('data-qr-url', qrTarget(app));
    await expect(codes.nth(index).locator('svg')).toBeVisible();
  }
  const titles: Record<string, string> = {
    catalog: '채들 서비스 카탈로그',
    resident: '입주민 앱 매뉴얼',
    admin: '관리자 웹 매뉴얼',
    crew: '작업자 앱 매뉴얼',
  };
  for (const file of [{ id: 'catalog', href: downloads.catalog.href }, ...downloads.manuals]) {
    await expect(page.locator(`main a[href="${file.href}"][download]`)).toBeVisible();
    const response = await request.get(file.href);
    expect(response.status(), file.href).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(body)).toContain(titles[file.id]!);
  }
});

test('recruit page: four teams, hiring closed, no application fields', async ({ page }) => {
  await page.goto('/ko/company/recruit');
  await expect(page.getByRole('heading', { name: ko.Recruit.closed.title })).toBeVisible();
  for (const team of ['pm', 'design', 'development', 'business'] as const) {
    await expect(page.getByRole('heading', { name: ko.Recruit.teams[team].title })).toBeVisible();
  }
  await expect(page.locator('main').locator('input, textarea, select')).toHaveCount(0);
});

test('laboratory: feature history by year 2020 to 2025, several items a year, and the animation', async ({
  page,
}) => {
  await withMotion(page);
  await page.goto('/ko/laboratory');
  for (const year of ['2020', '2021', '2022', '2023', '2024', '2025']) {
    const heading = page.getByRole('heading', { name: new RegExp(`^${year}`) });
    await expect(heading).toBeVisible();
    const items = heading.locator('xpath=..').locator('li');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
  }
  // The animation runs: what the canvas shows changes from one frame to a later one.
  const canvas = page.locator('canvas[data-frames="829"]');
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute('data-state', 'running');
  // Read through a copy: the canvas itself belongs to the worker that draws it.
  const pixels = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const copy = document.createElement('canvas');
      copy.width = c.width;
      copy.height = c.height;
      const context = copy.getContext('2d')!;
      context.drawImage(c, 0, 0);
      const data = context.getImageData(0, 0, copy.width, copy.height).data;
      let painted = 0;
      let hash = 0;
      for (let i = 0; i < data.length; i += 4 * 3) {
        if (data[i + 3]) painted += 1;
        hash = (hash * 31 + data[i]! + data[i + 1]! * 3 + data[i + 2]! * 7 + data[i + 3]! * 11) | 0;
      }
      return { painted, hash };
    });
  await expect
    .poll(async () => (await pixels()).painted, { message: 'something is drawn' })
    .toBeGreaterThan(0);
  const first = (await pixels()).hash;
  await expect
    .poll(async () => (await pixels()).hash, { message: 'the picture moves' })
    .not.toBe(first);
});

test('brand page tells the story of the name', async ({ page }) => {
  await page.goto('/ko/company/brand');
  await expect(page.getByRole('heading', { name: ko.Brand.name.title })).toBeVisible();
  await expect(page.getByText(ko.Brand.name.paragraphs[0]!)).toBeVisible();
});

for (const locale of ['en', 'vi'] as const) {
  test(`the company page has real content in ${locale}`, async ({ page }) => {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/company`);
    await expect(
      page.getByRole('heading', { name: messages[locale].Company.mission.title }),
    ).toBeVisible();
  });
}
