/**
 * The route pattern a page address belongs to (`/ko/private/consent/101` →
 * `/[locale]/private/consent/[constructionIdx]`): what Sentry names page loads and navigations by,
 * so no agreement number or slug is ever a transaction's name (docs/performance.md).
 * English pages have no locale prefix (i18n/routing.ts); they match as if they had one.
 */
import { routing } from '@/i18n/routing';
import { pageRoutes } from '@/lib/content/site';

/** Lower is more specific: a static segment, then a dynamic one, then a catch-all. */
function rank(segment: string): number {
  if (segment.startsWith('[[...')) return 3;
  if (segment.startsWith('[...')) return 2;
  return segment.startsWith('[') ? 1 : 0;
}

function matches(pattern: string[], path: string[]): boolean {
  for (const [index, segment] of pattern.entries()) {
    const kind = rank(segment);
    if (kind >= 2) return kind === 3 || path.length > index;
    if (index >= path.length || (kind === 0 && segment !== path[index])) return false;
  }
  return pattern.length === path.length;
}

/** Of two patterns matching one path, the first segment where they differ in kind decides. */
function moreSpecific(a: string[], b: string[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = rank(a[index] ?? '') - rank(b[index] ?? '');
    if (difference) return difference;
  }
  return 0;
}

export function routePattern(
  pathname: string,
  patterns: readonly string[] = pageRoutes,
  locales: readonly string[] = routing.locales,
): string | undefined {
  if (patterns.includes(pathname)) return pathname;
  const path = pathname.split('/').filter(Boolean);
  // The locale is the first segment; without a known one the page is English, unprefixed.
  const localized = locales.includes(path[0] ?? '') ? path : [routing.defaultLocale, ...path];
  return patterns
    .map((pattern) => pattern.split('/').filter(Boolean))
    .filter((pattern) => matches(pattern, localized))
    .sort(moreSpecific)
    .map((pattern) => `/${pattern.join('/')}`)[0];
}
