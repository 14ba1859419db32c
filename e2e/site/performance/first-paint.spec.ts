import { expect, test, type Page } from '@playwright/test';
import { skipVideoDialog } from '../../support/pageChecks';
import { attributeOf, elementsNamed } from '../../support/html';

/**
 * What a phone's first paints show: the home page's largest paint is the video dialog's poster
 * from the server's HTML, never faded in, and no page fetches a stylesheet it does not apply
 * before its first paint. Phone-sized viewport, CPU 4× slower.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function paints(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { time: number; tag: string; cls: string }[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        w.__lcp.push({
          time: entry.startTime,
          tag: entry.element?.tagName ?? '',
          cls: entry.element?.className.toString() ?? '',
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'load' });
  // LCP entries stop at the first input; none comes here, so wait until the page has settled.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  );
  const seen = await page.evaluate(() => ({
    lcp: (window as unknown as { __lcp: { time: number; tag: string; cls: string }[] }).__lcp,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return seen;
}

test("/ko on a first visit: the largest paint is the video dialog's poster, in the server's HTML and not faded in", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/ko')).text();
  const poster = elementsNamed(html, 'img').find((img) =>
    attributeOf(img, 'class')?.includes('videoPoster'),
  );
  expect(poster, "the poster <img> in the server's HTML").toBeDefined();
  const { lcp } = await paints(page, '/ko');
  const last = lcp.at(-1)!;
  expect(last.tag).toBe('IMG');
  expect(last.cls).toContain('videoPoster');
  // Neither the poster nor the dialog around it starts from opacity 0.
  const fading = await page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target;
      if (!target || !target.closest('dialog')?.querySelector('img[class*="videoPoster"]'))
        return [];
      return effect
        .getKeyframes()
        .filter((frame) => frame.opacity !== undefined && Number(frame.opacity) === 0)
        .map(() => (target as Element).tagName);
    }),
  );
  expect(fading).toEqual([]);
  await expect(page.locator('img[class*="videoPoster"]')).toBeVisible();
  const opacity = await page
    .locator('img[class*="videoPoster"]')
    .evaluate((img) => getComputedStyle(img.closest('dialog')!).opacity);
  expect(opacity).toBe('1');
});

// Next preloads a not-found boundary's own stylesheet on every page below it, at the priority of a
// render-blocking one (docs/performance.md).
test('before its first paint a page fetches no stylesheet it does not apply', async ({ page }) => {
  await skipVideoDialog(page);
  for (const path of [
    '/ko',
    '/ko/company',
    '/ko/contact/faq',
    '/ko/private/consent/101',
    '/ko/HobanON',
    '/ko/nope',
  ]) {
    await page.goto(path, { waitUntil: 'load' });
    const { fetched, applied } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const pathOf = (url: string) => new URL(url).pathname;
      return {
        fetched: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= fcp && pathOf(entry.name).endsWith('.css'))
          .map((entry) => pathOf(entry.name)),
        applied: [...document.styleSheets].flatMap((sheet) =>
          sheet.href ? [pathOf(sheet.href)] : [],
        ),
      };
    });
    expect(fetched.length, `${path}: stylesheets before the first paint`).toBeGreaterThan(0);
    expect(
      fetched.filter((sheet) => !applied.includes(sheet)),
      `${path}: fetched before the first paint, never applied`,
    ).toEqual([]);
  }
});
