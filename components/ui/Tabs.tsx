'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly { id: string; label: ReactNode }[];
  /** One panel per tab, in the same order. Every panel stays mounted (typed form input is kept). */
  panels: readonly ReactNode[];
  variant?: 'pill' | 'underline';
  className?: string;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them (automatic activation). */
export function Tabs({ label, tabs, panels, variant = 'pill', className }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => select(selected + 1),
      ArrowLeft: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={`${styles.list} ${styles[variant]}`}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
