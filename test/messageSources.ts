/**
 * Where each visitor-facing message gets its authority (docs/product.md):
 * a draft in copyRegister.json awaiting the company's confirmation, or a classification in
 * messageSources.json (interface text, a statement of docs/product.md, a company fact, or what the
 * privacy law requires). Pure functions over the two files; the test walks every key with them.
 */

export type SourceKind = 'interface' | 'spec' | 'fact' | 'law';
export type Sources = Record<SourceKind, Record<string, string[]>>;
/** A draft of lib/content/copyRegister.json; its reason is written in each language of the site. */
export type Draft = {
  pages: string[];
  confirmed: boolean;
  why: Record<'ko' | 'en' | 'vi', string>;
};
export type Source = { kind: SourceKind | 'draft'; listed: string; why: string };

export const sourceKinds: readonly SourceKind[] = ['interface', 'spec', 'fact', 'law'];

type Tree = { [key: string]: unknown };

/** Every leaf key of a messages tree, arrays indexed (`Home.ai.points.0`). */
export function messageKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    messageKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** `key` itself, then each shorter prefix: `a.b.c`, `a.b`, `a`. */
function prefixesOf(key: string): string[] {
  const parts = key.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

/** Whether `listed` names `key` or a prefix of it. */
export function covers(listed: string, key: string): boolean {
  return key === listed || key.startsWith(`${listed}.`);
}

export function sourceIndex(sources: Sources, drafts: Record<string, Draft>) {
  const classified = new Map<string, Source>();
  const duplicates: string[] = [];
  for (const kind of sourceKinds) {
    for (const [why, listed] of Object.entries(sources[kind])) {
      for (const key of listed) {
        if (classified.has(key)) duplicates.push(key);
        classified.set(key, { kind, listed: key, why });
      }
    }
  }
  /** The most specific listing that covers `key`; a draft wins over a classification. */
  function sourceOf(key: string): Source | undefined {
    for (const prefix of prefixesOf(key)) {
      const draft = drafts[prefix];
      if (draft) return { kind: 'draft', listed: prefix, why: draft.why.en };
      const source = classified.get(prefix);
      if (source) return source;
    }
    return undefined;
  }
  return { classified, duplicates, sourceOf };
}

/** Listed names that are neither a message key nor a prefix of one. */
export function unknownListings(listed: Iterable<string>, keys: readonly string[]): string[] {
  return [...listed].filter((name) => !keys.some((key) => covers(name, key)));
}
