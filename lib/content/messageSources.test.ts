import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  covers,
  messageKeys,
  sourceIndex,
  unknownListings,
  type Draft,
  type Sources,
} from '@/test/messageSources';
import { renderedNamespaces } from '@/test/renderedNamespaces';
import { marketingPages, type MarketingPageId } from './site';

const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, file), 'utf8'));
const keys = messageKeys(read('../../messages/ko.json'));
const sources: Sources = read('messageSources.json');
const drafts: Record<string, Draft> = read('copyRegister.json').drafts;
const index = sourceIndex(sources, drafts);
const pageIds = Object.keys(marketingPages) as MarketingPageId[];
const rendered = new Map(pageIds.map((id) => [id as string, [...renderedNamespaces(id)]]));
const productSections = new Set(
  [
    ...readFileSync(path.join(__dirname, '../../docs/product.md'), 'utf8').matchAll(/^## (.+)$/gm),
  ].map((match) => `docs/product.md, ${match[1]}`),
);

describe('every message has a source (docs/product.md)', () => {
  test('every key of messages/ko.json is a draft, interface text, a statement of docs/product.md, a fact or the law', () => {
    const unclassified = keys.filter((key) => !index.sourceOf(key));
    expect(unclassified).toEqual([]);
  });

  test('each page: every key of every namespace it renders has a source', () => {
    const missing: string[] = [];
    for (const id of pageIds) {
      const namespaces = rendered.get(id)!;
      expect(namespaces).toContain('Footer');
      for (const key of keys)
        if (namespaces.some((ns) => covers(ns, key)) && !index.sourceOf(key))
          missing.push(`${id}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  test('no classification or draft names a key that does not exist', () => {
    expect(unknownListings(index.classified.keys(), keys)).toEqual([]);
    expect(unknownListings(Object.keys(drafts), keys)).toEqual([]);
  });

  test('a key is classified once, and a statement of docs/product.md names one of its sections', () => {
    expect(index.duplicates).toEqual([]);
    const unknownSections = Object.keys(sources.spec).filter((s) => !productSections.has(s));
    expect(unknownSections).toEqual([]);
  });

  test('each draft names the pages that render it, and only those', () => {
    const wrong: string[] = [];
    for (const [key, draft] of Object.entries(drafts)) {
      if (draft.pages.length === 0) wrong.push(`${key}: no page`);
      for (const page of draft.pages) {
        const renders = (rendered.get(page) ?? []).some((ns) => covers(ns, key) || covers(key, ns));
        if (!renders) wrong.push(`${key}: ${page}`);
      }
      for (const locale of ['ko', 'en', 'vi'] as const) {
        if (!draft.why[locale]?.trim()) wrong.push(`${key}: no reason in ${locale}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
