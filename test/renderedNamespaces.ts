/**
 * Which message namespaces a marketing page renders, read from the source: the page's route file,
 * the layouts around it and every component they import (`@/…` and relative imports), collecting
 * the namespaces passed to getTranslations / useTranslations. Used by the message-source test
 * (docs/product.md) to check each page's keys and each draft's pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marketingPages, serviceAppSlug, type MarketingPageId } from '@/lib/content/site';

const root = path.join(__dirname, '..');
const marketing = path.join(root, 'app', '[locale]', '(marketing)');
const layouts = [
  path.join(root, 'app', '[locale]', 'layout.tsx'),
  path.join(marketing, 'layout.tsx'),
];

/** The route file of a marketing page (the service apps share `service/[app]/…`). */
export function pageFile(id: MarketingPageId): string {
  const slugs = Object.values(serviceAppSlug) as string[];
  const segments = marketingPages[id]
    .split('/')
    .filter(Boolean)
    .map((segment, i) => (i === 1 && slugs.includes(segment) ? '[app]' : segment));
  return path.join(marketing, ...segments, 'page.tsx');
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const candidates = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext);
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const importPattern = /from\s+'((?:@\/|\.{1,2}\/)[^']+)'/g;
const namespacePatterns = [
  /(?:getTranslations|useTranslations)\(\s*'([A-Za-z.]+)'/g,
  /namespace:\s*'([A-Za-z.]+)'/g,
];

/** Namespaces used by `entry` and everything it imports from the project. */
export function namespacesFrom(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const pattern of namespacePatterns)
      for (const match of source.matchAll(pattern)) namespaces.add(match[1]!);
    for (const match of source.matchAll(importPattern)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return namespaces;
}

/** The namespaces a marketing page renders, its layouts included. */
export function renderedNamespaces(id: MarketingPageId): Set<string> {
  return namespacesFrom([pageFile(id), ...layouts]);
}
