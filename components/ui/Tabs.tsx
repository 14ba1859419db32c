'use client';

import {
  useDeferredValue,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './Tabs.module.css';

export type TabDef = { id: string; label: ReactNode };
type Variant = 'pill' | 'underline' | 'chips';

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: the arrow keys (and Home/End) move focus
 * and selection along the tab list; only the selected tab is in the tab order.
 */
export function useTabs(tabs: readonly TabDef[], initial?: string) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const id =
      tabs[
        move(
          tabs.findIndex((tab) => tab.id === selected),
          tabs.length,
        )
      ]!.id;
    setSelected(id);
    refs.current[id]?.focus();
  }

  return { selected, setSelected, refs, onKeyDown };
}

type TabListProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDef[];
  state: ReturnType<typeof useTabs>;
  tabId: (id: string) => string;
  panelId: (id: string) => string;
  variant?: Variant;
};

export function TabList({ label, tabs, state, tabId, panelId, variant = 'pill' }: TabListProps) {
  return (
    <div role="tablist" aria-label={label} className={`${styles.list} ${styles[variant]}`}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            state.refs.current[tab.id] = node;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === state.selected}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === state.selected ? 0 : -1}
          className={styles.tab}
          onClick={() => state.setSelected(tab.id)}
          onKeyDown={state.onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

type TabsProps = {
  label: string;
  tabs: readonly TabDef[];
  /** One panel per tab, in the same order. A panel once shown stays mounted (typed input is kept). */
  panels: readonly ReactNode[];
  /**
   * Whether a hidden panel's content is rendered only once its tab is chosen (the server renders
   * the first panel's). For panels without indexable content, such as forms: a hidden panel's
   * text is in the HTML only without it (docs/performance.md).
   */
  renderWhenChosen?: boolean;
  variant?: Variant;
  className?: string;
};

/**
 * Tabs whose panels are rendered by the server; the first is shown until hydration. Every panel's
 * element is there from the start (each tab's aria-controls names it), empty until chosen when
 * `renderWhenChosen`.
 */
export function Tabs({ label, tabs, panels, renderWhenChosen, variant, className }: TabsProps) {
  const base = useId();
  const state = useTabs(tabs);
  // The tap's frame shows the chosen tab; its panel follows in a render React may interrupt
  // (docs/performance.md, "Interactions").
  const panel = useDeferredValue(state.selected);
  const [shown, setShown] = useState(() => new Set([panel]));
  if (!shown.has(panel)) setShown(new Set(shown).add(panel));
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  const content = (
    <>
      <TabList {...{ label, tabs, state, tabId, panelId, variant }} />
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== panel}
          tabIndex={0}
          className={styles.panel}
        >
          {!renderWhenChosen || shown.has(tab.id) ? panels[index] : null}
        </div>
      ))}
    </>
  );
  // Without a class the tab list and panels sit in the parent's block (no wrapper element;
  // docs/performance.md).
  return className ? <div className={className}>{content}</div> : content;
}
