// @ts-check
/**
 * The page routes of app/ as patterns (`/[locale]/private/consent/[constructionIdx]`), route groups
 * left out. next.config.mjs inlines them as SITE_ROUTE_PATTERNS, read only by Sentry's lazily loaded
 * browser half (lib/monitoring/routePattern.ts), which names page loads by them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} dir the app directory
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function routePatterns(dir, prefix = '') {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => /^page\.(tsx|ts|jsx|js)$/.test(entry.name))
    ? [prefix || '/']
    : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .flatMap((entry) =>
        routePatterns(
          join(dir, entry.name),
          /^\(.*\)$/.test(entry.name) ? prefix : `${prefix}/${entry.name}`,
        ),
      ),
  ].sort();
}
