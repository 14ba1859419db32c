import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localizedPath, locales } from './support/site';

const sample = ['/', '/company', '/contact/faq', '/service/crew/detail', '/private/consentComplete', '/no-such-page'];

for (const locale of locales) {
  test(`axe finds no WCAG 2.2 AA violation on sample pages in ${locale}`, async ({ page }) => {
    for (const path of sample) {
      await page.goto(localizedPath(locale, path));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });
}
