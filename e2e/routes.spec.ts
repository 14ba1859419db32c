import { expect, test, type Page } from './support/test';
import { AXE_TAGS, axe, skipVideoDialog } from './support/chrome';
import { customerSlugs, localizedPath, locales, messages, pageEntries } from './support/site';

/**
 * One visit per route and locale checks what every page owes its visitors: HTTP 200, the page's
 * language, its own title and h1, no console error, uncaught error or CSP violation, and zero
 * axe violations (WCAG 2.2 AA). Dialogs and the drawer are checked in accessibility.spec.ts.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pages outside lib/content/site.ts: an alias, a customer landing page, consent pages (backend stand-in). */
const extraPaths = [
  '/service/inhabitant/advantage1',
  `/${customerSlugs[0]}`,
  '/private/consent/101',
  '/private/terms/101',
  '/private/consentComplete',
  '/private/consentEnd',
  '/private/consentError',
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const csp = await page.evaluate(() => window.__cspViolations ?? []);
    return [...problems, ...csp.map((v) => `CSP: ${v}`)];
  };
}

async function axeViolations(page: Page) {
  const results = await axe(page)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

for (const locale of locales) {
  test.describe(`every route in ${locale}`, () => {
    test.beforeEach(async ({ page }) => skipVideoDialog(page));

    for (const [id, path] of pageEntries) {
      const url = localizedPath(locale, path);
      test(`${id} (${url})`, async ({ page }) => {
        const problems = await watchProblems(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(messages[locale].Pages[id].title)));
        expect(await axeViolations(page)).toEqual([]);
        expect(await problems()).toEqual([]);
      });
    }

    for (const path of extraPaths) {
      const url = localizedPath(locale, path);
      test(url, async ({ page }) => {
        const problems = await watchProblems(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // Consent pages settle after their API call (or a redirect): wait for the page's h1.
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(await problems()).toEqual([]);
      });
    }

    for (const app of ['inhabitant', 'admin', 'crew']) {
      test(`the ${app} advantage1 alias renders the advantage page with a canonical link to it`, async ({
        page,
      }) => {
        const response = await page.goto(localizedPath(locale, `/service/${app}/advantage1`));
        expect(response?.status()).toBe(200);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(
          localizedPath(locale, `/service/${app}/advantage`),
        );
        const aliasHeading = await page.locator('h1').first().textContent();
        await page.goto(localizedPath(locale, `/service/${app}/advantage`));
        await expect(page.locator('h1').first()).toHaveText(aliasHeading!);
      });
    }
  });
}
