import { expect, test, type Page } from '@playwright/test';
import { customerSlugs, localizedPath, locales, pageEntries } from './support/site';

/**
 * No page logs a console error, throws, or trips the Content-Security-Policy: every route of
 * lib/site.ts in every locale, the advantage1 aliases, a customer landing page, and the consent
 * and terms pages (served by the backend stand-in).
 */

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

async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

for (const locale of locales) {
  test.describe(`no console error or CSP violation in ${locale}`, () => {
    const paths = [...pageEntries.map(([, path]) => path), ...extraPaths];
    for (const path of paths) {
      const url = localizedPath(locale, path);
      test(url, async ({ page }) => {
        const problems = await watch(page);
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        expect(response?.status(), url).toBe(200);
        // Give hydration, lazy chunks and the consent call a moment to run.
        await page.waitForTimeout(300);
        const violations = await page.evaluate(() => window.__cspViolations ?? []);
        expect([...problems, ...violations.map((v) => `CSP: ${v}`)]).toEqual([]);
      });
    }
  });
}
