'use client';

import { useDeferredValue, useId, useMemo, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons/SearchIcon';
import { filterFaq, type FaqFilter, type FaqItem } from '@/lib/content/faq';
import { TabList, useTabs } from '@/components/ui/Tabs';
import { FaqList } from './FaqList';
import s from './contact.module.css';

export type FaqBrowserStrings = {
  searchLabel: string;
  searchPlaceholder: string;
  clear: string;
  /** countLabels[n]: "n questions", already translated. */
  countLabels: string[];
  /** Contains the marker %QUERY% where the search text goes. */
  noResults: string;
  noResultsHint: string;
  tabsLabel?: string;
  highlightsTitle?: string;
  resultsTitle?: string;
};

type Props = {
  items: readonly FaqItem[];
  strings: FaqBrowserStrings;
  /** Category tabs (FAQ page); omitted on the customer centre. */
  tabs?: readonly { id: FaqFilter; label: string }[];
  /** Ids shown before anything is searched (customer centre highlights). */
  highlightIds?: readonly string[];
};

/** FAQ search (and category tabs): filters the translated items the server passed in. */
export function FaqBrowser({ items, strings, tabs, highlightIds }: Props) {
  const base = useId();
  const [typed, setTyped] = useState('');
  const tabState = useTabs(tabs ?? [], 'all');
  // The tap's frame (or the key's) shows the chosen tab and the typed text; the list follows in
  // a render React may interrupt (docs/performance.md, "Interactions").
  const category = useDeferredValue((tabs ? tabState.selected : 'all') as FaqFilter);
  const query = useDeferredValue(typed);
  const searching = query.trim().length > 0;

  const shown = useMemo(() => {
    if (!searching && highlightIds)
      return highlightIds
        .map((id) => items.find((item) => item.id === id))
        .filter((item): item is FaqItem => !!item);
    return filterFaq(items, { category, query });
  }, [items, category, query, searching, highlightIds]);

  const panelId = `${base}-panel`;
  const tabId = (id: string) => `${base}-tab-${id}`;
  const count = strings.countLabels[shown.length] ?? String(shown.length);
  const heading = highlightIds
    ? searching
      ? strings.resultsTitle
      : strings.highlightsTitle
    : undefined;

  return (
    <div className={s.faqBrowser}>
      <div role="search" className={s.search}>
        <label htmlFor={`${base}-q`} className={s.searchLabel}>
          {strings.searchLabel}
        </label>
        <div className={s.searchField}>
          <SearchIcon className={s.searchIcon} />
          <input
            id={`${base}-q`}
            type="search"
            className={s.searchInput}
            value={typed}
            placeholder={strings.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setTyped(event.target.value)}
          />
          {typed.trim() && (
            <button type="button" className={s.clearButton} onClick={() => setTyped('')}>
              {strings.clear}
            </button>
          )}
        </div>
      </div>

      {tabs && (
        <TabList
          label={strings.tabsLabel ?? ''}
          tabs={tabs}
          variant="chips"
          state={tabState}
          tabId={tabId}
          panelId={() => panelId}
        />
      )}

      <div
        className={s.results}
        {...(tabs
          ? {
              role: 'tabpanel',
              id: panelId,
              'aria-labelledby': tabId(category),
              tabIndex: 0,
            }
          : { id: panelId })}
      >
        <div className={s.resultsHead}>
          {heading && <h2 className={s.resultsTitle}>{heading}</h2>}
          <p className={s.count} role="status">
            {searching || !highlightIds ? count : ''}
          </p>
        </div>
        {shown.length > 0 ? (
          <FaqList items={shown} headingLevel={highlightIds ? 3 : 2} />
        ) : (
          <div className={s.empty} data-testid="faq-empty">
            <p className={s.emptyTitle}>{strings.noResults.replace('%QUERY%', query.trim())}</p>
            <p>{strings.noResultsHint}</p>
          </div>
        )}
      </div>
    </div>
  );
}
