/**
 * Checks on the site's copy that no type system makes: the glossary's retired variants
 * (docs/glossary.md) and the pre-inspection rule as the law states it (docs/product.md). Pure functions over message trees and text, used by the tests beside them.
 */

export type MessageTree = { [key: string]: string | MessageTree | MessageTree[] | string[] };
export type Locale = 'ko' | 'en' | 'vi';

/** Every message of a tree as [dotted key, text], arrays indexed like next-intl's t.raw keys. */
export function flattenMessages(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    flattenMessages(value, prefix ? `${prefix}.${key}` : key),
  );
}

type Retired = { variant: string; pattern?: string; note?: string };
type Entry = { term: string; retired: Retired[] };
export type Glossary = {
  skipNamespaces: Record<string, string>;
  notYetSwept: string[];
  concepts: Array<{ id: string; concept: string } & Record<Locale, Entry>>;
};

export type Violation = {
  locale: Locale;
  key: string;
  concept: string;
  variant: string;
  found: string;
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The retired variants of one language as regular expressions (Korean is matched case as is). */
export function retiredPatterns(glossary: Glossary, locale: Locale) {
  const flags = locale === 'ko' ? 'u' : 'iu';
  return glossary.concepts.flatMap((concept) =>
    concept[locale].retired.map((retired) => ({
      concept: concept.id,
      variant: retired.variant,
      regex: new RegExp(retired.pattern ?? escape(retired.variant), flags),
    })),
  );
}

/** Messages that use a variant the glossary retires, outside the skipped and not-yet-swept namespaces. */
export function glossaryViolations(
  glossary: Glossary,
  locale: Locale,
  messages: unknown,
): Violation[] {
  const skipped = new Set([...Object.keys(glossary.skipNamespaces), ...glossary.notYetSwept]);
  const patterns = retiredPatterns(glossary, locale);
  return flattenMessages(messages)
    .filter(([key]) => !skipped.has(key.split('.')[0]!))
    .flatMap(([key, text]) =>
      patterns.flatMap(({ concept, variant, regex }) => {
        const match = regex.exec(text);
        return match ? [{ locale, key, concept, variant, found: match[0] }] : [];
      }),
    );
}

/**
 * Phrasings that state the pre-inspection as a window "between 45 and 2 days before move-in".
 * The rule is one deadline and one length: held by 45 days before the move-in period starts, for
 * at least two days. Each pattern is tried on one sentence at a time.
 */
const windowPhrasings: RegExp[] = [
  // ko: 45~2일 전, 45일 전부터 … 2일 전, 최소 2일 전 … 최대 45일 전
  /45\s*[~〜∼-]\s*2\s*일/u,
  /45\s*일\s*전부터/u,
  /45\s*일.*\b2\s*일\s*전/u,
  /(최소|늦어도)\s*2\s*일\s*전/u,
  /최대\s*45\s*일/u,
  // en: 45 to 2 days, between 45 days and 2 days, at least 2 and at most 45, as early as 45 days
  /45\s*(to|–|-|and)\s*(2|two)\s*days/iu,
  /between\s+45\s+(days\s+)?and\s+(2|two)\s+days/iu,
  /at\s+least\s+(2|two)\s+(days\s+)?and\s+(at\s+most|up\s+to)\s+45/iu,
  /(as\s+early\s+as|from|up\s+to|open(s|ing)?)\s+45\s+days\s+before/iu,
  /45\s+days.*\b(2|two)\s+days\s+before/iu,
  // vi: 45 đến 2 ngày, sớm nhất 45 ngày, (chậm|muộn) nhất 2 ngày trước, từ 45 ngày
  /45\s*(đến|tới|-|–)\s*2\s*ngày/iu,
  /sớm\s+nhất\s+45\s+ngày/iu,
  /(chậm|muộn)\s+nhất\s+2\s+ngày/iu,
  /từ\s+45\s+ngày/iu,
];

/** The sentences of a text that state the pre-inspection rule as a 45-to-2-day window. */
export function windowStatements(text: string): string[] {
  return text
    .split(/(?<=[.!?。])\s+|\n+/u)
    .filter((sentence) => windowPhrasings.some((phrasing) => phrasing.test(sentence)));
}
