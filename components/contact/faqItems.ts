import { getTranslations } from 'next-intl/server';
import { faqEntries, faqFilters, type FaqItem } from '@/lib/content/faq';
import type { FaqBrowserStrings } from './FaqBrowser';

/** The FAQ translated on the server, ready to hand to the FAQ browser. */
export async function translatedFaq(): Promise<FaqItem[]> {
  const t = await getTranslations('Faq');
  return faqEntries.map(({ id, category }) => ({
    id,
    category,
    question: t(`items.${id}.question`),
    answer: t(`items.${id}.answer`),
  }));
}

export async function faqBrowserStrings(total: number): Promise<FaqBrowserStrings> {
  const t = await getTranslations('Faq');
  return {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    clear: t('clear'),
    countLabels: Array.from({ length: total + 1 }, (_, count) => t('count', { count })),
    noResults: t('noResults', { query: '%QUERY%' }),
    noResultsHint: t('noResultsHint'),
    tabsLabel: t('tabsLabel'),
  };
}

export async function faqTabs() {
  const t = await getTranslations('Faq');
  return faqFilters.map((id) => ({ id, label: t(`categories.${id}`) }));
}
