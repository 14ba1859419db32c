/**
 * The prerendered pages run no inline script but their own (docs/deploying.md): each carries a policy with the hash of every inline script it
 * has, and everything the pages do still works under it. The journeys here are the ones to run in
 * every engine.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageHydratedAndIdle } from '../../support/pageChecks';
import { htmlScriptPolicy, scriptSrc, watchCsp } from '../../support/csp';
import { customerSlugs, localizedPath, locales, messages, pageEntries } from '../../support/site';

const ko = messages.ko;

/** Uncaught errors and console errors of the page, beside its CSP violations. */
function watchErrors(page: Page, expected404: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const { url } = message.location();
    // The browser logs the 404 page's own status as a failed load.
    if (
      message.type() !== 'error' ||
      (url.endsWith(expected404) && /status of 404/.test(message.text()))
    )
      return;
    errors.push(`console: ${message.text()} (${url})`);
  });
  return errors;
}

// One test per locale: every page's HTML read by the browser's own parser in one tab (a page of the
// site, a secure context for the hashing); a failure names the page.
for (const locale of locales) {
  test(`the prerendered pages in ${locale} allow exactly their own inline scripts`, async ({
    page,
    request,
  }) => {
    await page.goto('/robots.txt');
    const paths = [...pageEntries.map(([, path]) => path), `/${customerSlugs[0]}`, '/no-such-page'];
    for (const url of paths.map((path) => localizedPath(locale, path))) {
      const response = await request.get(url, { headers: { 'Accept-Language': locale } });
      expect.soft(response.status(), url).toBe(url.endsWith('/no-such-page') ? 404 : 200);
      const { policies, scriptsBeforePolicy, inlineScriptHashes } = await htmlScriptPolicy(
        page,
        await response.text(),
      );
      expect.soft(policies, url).toHaveLength(1);
      expect.soft(scriptsBeforePolicy, url).toEqual([]);
      const sources = scriptSrc(policies[0] ?? '');
      expect.soft(sources, url).not.toContain("'unsafe-inline'");
      expect.soft(inlineScriptHashes.length, url).toBeGreaterThan(2);
      const hashes = sources.filter((source) => source.startsWith("'sha256-"));
      expect.soft(hashes.sort(), url).toEqual([...new Set(inlineScriptHashes)].sort());
      // The header's policy stays beside it: framing and every other source.
      expect
        .soft(response.headers()['content-security-policy'], url)
        .toContain("frame-ancestors 'none'");
    }
  });
}

test('an inline script the build did not hash does not run, and the browser reports it', async ({
  page,
}) => {
  await page.route('**/ko/company', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>document.documentElement.dataset.unhashed="ran"</script></body>',
    );
    await route.fulfill({ response, body });
  });
  const violations = await watchCsp(page);
  await page.goto('/ko/company');
  await expect
    .poll(violations)
    .toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
  await expect(page.locator('html')).not.toHaveAttribute('data-unhashed');
  // The page's own inline scripts ran: the form guard and the user-agent mark are not reported.
  await pageHydratedAndIdle(page);
  expect(await violations()).toHaveLength(1);
});

test('home: the video dialog opened by its inline script, JSON-LD, then pages and languages by client-side navigation, then the 404', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const errors = watchErrors(page, '/ko/no-such-page');
  await page.goto('/ko');
  // Opened by its inline script while the page was parsed (lib/browser/inlineScripts.ts).
  const dialog = page.locator('dialog[data-first-paint]');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.length).toBeGreaterThan(0);
  expect(jsonLd.map((text) => JSON.parse(text)['@context'])).toContain('https://schema.org');
  await pageHydratedAndIdle(page);

  // A page of the same language: the router swaps the page in the same document.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await page.locator('footer a[href="/ko/company"]').click();
  await expect(page).toHaveURL(/\/ko\/company$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.Pages.company.heading);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  // Another language through the selector, then another page in it.
  await page.getByLabel(ko.LocaleSwitcher.label).first().selectOption('en');
  await expect(page).toHaveURL((url) => url.pathname === '/company');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await pageHydratedAndIdle(page);
  await page.locator('footer a[href="/contact/faq"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/contact/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The 404, then home from it.
  const response = await page.goto('/ko/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.NotFound.heading);
  await pageHydratedAndIdle(page);
  await page.getByRole('link', { name: ko.NotFound.back }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ko');

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
