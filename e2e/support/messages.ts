/** Walks the message files (messages/{ko,en,vi}.json) for the translation checks of the specs. */
import { messages, type Locale } from './site';

type Messages = (typeof messages)['en'];
export type Namespace = keyof Messages;

/** Every string of a message tree with the key path that leads to it. */
export function messageLeaves(
  tree: unknown,
  path: string[] = [],
): { path: string[]; text: string }[] {
  if (typeof tree === 'string') return [{ path, text: tree }];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => messageLeaves(value, [...path, key]));
  return [];
}

/** Every string of these namespaces in this locale. */
export function messageStrings(locale: Locale, namespaces: readonly Namespace[]): string[] {
  return namespaces.flatMap((ns) => messageLeaves(messages[locale][ns]).map((leaf) => leaf.text));
}

function at(tree: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    tree,
  );
}

/**
 * English strings of these namespaces, at least `minLength` long and without a placeholder, that
 * `locale` words differently under the same key: on a ko or vi page they are an English fallback.
 */
export function englishFallbacks(
  locale: 'ko' | 'vi',
  namespaces: readonly Namespace[],
  minLength: number,
): string[] {
  return namespaces.flatMap((ns) =>
    messageLeaves(messages.en[ns])
      .filter(({ text }) => text.length >= minLength && !text.includes('{'))
      .filter(({ path, text }) => at(messages[locale][ns], path) !== text)
      .map(({ text }) => text),
  );
}
