import { expect, test, type Page } from '@playwright/test';
import { axeViolations, skipVideoDialog } from '../../support/pageChecks';
import {
  customerSlugs,
  escapeRegExp,
  localizedPath,
  locales,
  messages,
  pageEntries,
  type Locale,
} from '../../support/site';
import { attributeOf, elementsNamed, visibleText } from '../../support/html';

/**
 * One visit per route and locale checks what every page owes its visitors: HTTP 200, the page's
 * language, its own title and h1, no console error, uncaught error or CSP violation, and zero
 * axe violations (WCAG 2.2 AA). Dialogs and the drawer are checked in
 * dialogs-keyboard-and-motion.spec.ts.
 */

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

/**
 * One test per route, its three locales one after another in the test's own context: the second
 * and third visits reuse the scripts the first one compiled, as a visitor's next page does.
 */
const routes: [string, string, ((locale: Locale) => string) | undefined][] = [
  ...pageEntries.map(
    ([id, path]) =>
      [id, path, (locale: Locale) => messages[locale].Pages[id].title] as [
        string,
        string,
        (locale: Locale) => string,
      ],
  ),
  // Consent pages settle after their API call (or a redirect): the h1 waited for below.
  ...extraPaths.map((path) => [path, path, undefined] as [string, string, undefined]),
];

for (const [name, path, title] of routes) {
  test(`${name} in every locale`, async ({ page }) => {
    await skipVideoDialog(page);
    const problems = await watchProblems(page);
    for (const locale of locales) {
      const url = localizedPath(locale, path);
      await test.step(url, async () => {
        // English is unprefixed: the locale cookie a page before it set would choose for it.
        if (locale === 'en') await page.context().clearCookies();
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1').first()).toBeVisible();
        if (title) await expect(page).toHaveTitle(new RegExp(escapeRegExp(title(locale))));
        expect(await axeViolations(page), url).toEqual([]);
        expect(await problems(), url).toEqual([]);
      });
    }
  });
}

for (const locale of locales) {
  test.describe(`the advantage aliases in ${locale}`, () => {
    // The alias page's own look is checked above (extraPaths); the server HTML shows what it is.
    test('each advantage1 alias is the advantage page, with a canonical link to it', async ({
      request,
    }) => {
      for (const app of ['inhabitant', 'admin', 'crew']) {
        const alias = localizedPath(locale, `/service/${app}/advantage1`);
        const target = localizedPath(locale, `/service/${app}/advantage`);
        const response = await request.get(alias, { maxRedirects: 0 });
        expect(response.status(), alias).toBe(200);
        const html = await response.text();
        const canonical = elementsNamed(html, 'link').find(
          (link) => attributeOf(link, 'rel') === 'canonical',
        );
        expect(new URL(attributeOf(canonical!, 'href')!).pathname, alias).toBe(target);
        const targetHtml = await (await request.get(target)).text();
        const heading = visibleText(elementsNamed(html, 'h1')[0]);
        expect(heading, alias).toBe(visibleText(elementsNamed(targetHtml, 'h1')[0]));
        expect(heading, alias).not.toBe('');
      }
    });
  });
}
