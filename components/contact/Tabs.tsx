'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import s from './contact.module.css';

export type TabDef = { id: string; label: string };

/**
 * The WAI-ARIA tabs pattern with automatic activation: the arrow keys (and Home/End) move focus
 * and selection along the tab list; only the selected tab is in the tab order.
 */
export function useTabs(tabs: readonly TabDef[], initial?: string) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const id = tabs[next]!.id;
    setSelected(id);
    refs.current[id]?.focus();
  }

  return { selected, setSelected, refs, onKeyDown };
}

type TabListProps = {
  label: string;
  tabs: readonly TabDef[];
  selected: string;
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  refs: React.RefObject<Record<string, HTMLButtonElement | null>>;
  tabId: (id: string) => string;
  panelId: (id: string) => string;
};

export function TabList({
  label,
  tabs,
  selected,
  onSelect,
  onKeyDown,
  refs,
  tabId,
  panelId,
}: TabListProps) {
  return (
    <div role="tablist" aria-label={label} className={s.tablist}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[tab.id] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            className={s.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** Tabs whose panels are rendered by the server (passed as children, one per tab, in order). */
export function Tabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: readonly TabDef[];
  children: ReactNode[];
}) {
  const base = useId();
  const { selected, setSelected, refs, onKeyDown } = useTabs(tabs);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  return (
    <div>
      <TabList
        label={label}
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        onKeyDown={onKeyDown}
        refs={refs}
        tabId={tabId}
        panelId={panelId}
      />
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={s.tabpanel}
        >
          {children[index]}
        </div>
      ))}
    </div>
  );
}
