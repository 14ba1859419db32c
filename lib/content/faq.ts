/**
 * FAQ structure and search (docs/product.md: an FAQ item is a category, a
 * question and an answer).
 * The question and answer texts live in messages (Faq.items.<id>) so they are translated; this
 * module holds the categories, the order of the items and the pure filtering logic.
 */

export const faqCategories = ['usage', 'defect', 'permission', 'signup'] as const;
export type FaqCategory = (typeof faqCategories)[number];
/** The tab filter: one category, or every item. */
export type FaqFilter = FaqCategory | 'all';
export const faqFilters: readonly FaqFilter[] = ['all', ...faqCategories];

/** Every FAQ entry, in display order: its message id and its category. */
export const faqEntries = [
  { id: 'whatIsChaedle', category: 'usage' },
  { id: 'whichApp', category: 'usage' },
  { id: 'reservationPeriod', category: 'usage' },
  { id: 'sameDay', category: 'usage' },
  { id: 'preInspectionWindow', category: 'usage' },
  { id: 'qrCheckin', category: 'usage' },
  { id: 'documents', category: 'usage' },
  { id: 'pending', category: 'defect' },
  { id: 'offlineBox', category: 'defect' },
  { id: 'offlineAfterSend', category: 'defect' },
  { id: 'fileTypes', category: 'defect' },
  { id: 'aiChecker', category: 'defect' },
  { id: 'signature', category: 'defect' },
  { id: 'roles', category: 'permission' },
  { id: 'householdManager', category: 'permission' },
  { id: 'familyMembers', category: 'permission' },
  { id: 'adminApproval', category: 'permission' },
  { id: 'getApp', category: 'signup' },
  { id: 'crewApp', category: 'signup' },
  { id: 'signUp', category: 'signup' },
  { id: 'changeNameOrPhone', category: 'signup' },
] as const satisfies readonly { id: string; category: FaqCategory }[];

export type FaqId = (typeof faqEntries)[number]['id'];

/** The questions the customer centre shows before anything is searched. */
export const faqHighlights: readonly FaqId[] = [
  'pending',
  'offlineBox',
  'sameDay',
  'changeNameOrPhone',
  'fileTypes',
  'householdManager',
];

/** A translated FAQ item, as pages hand it to the browser. */
export type FaqItem = { id: string; category: FaqCategory; question: string; answer: string };

/**
 * Folds text for matching: Unicode-normalised, lower case, Latin diacritics removed (so
 * "dang ky" finds "đăng ký"), punctuation dropped, whitespace collapsed. Hangul syllables are
 * recomposed after the diacritics are stripped, so Korean is compared syllable by syllable.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether an item matches a query: every word of the query appears in its question or answer,
 * or (for Korean written with different spacing, "하자접수" for "하자 접수") the query without
 * spaces appears in the text without spaces. An empty query matches everything.
 */
export function matchesFaqQuery(
  item: Pick<FaqItem, 'question' | 'answer'>,
  query: string,
): boolean {
  const needle = normalizeSearchText(query);
  if (!needle) return true;
  const haystack = normalizeSearchText(`${item.question} ${item.answer}`);
  if (needle.split(' ').every((word) => haystack.includes(word))) return true;
  return haystack.replace(/ /g, '').includes(needle.replace(/ /g, ''));
}

/** The items of one tab that match the query, in their original order. */
export function filterFaq<T extends FaqItem>(
  items: readonly T[],
  { category = 'all', query = '' }: { category?: FaqFilter; query?: string },
): T[] {
  return items.filter(
    (item) => (category === 'all' || item.category === category) && matchesFaqQuery(item, query),
  );
}
