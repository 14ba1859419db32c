'use client';

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { REVIEW_ROOT_ATTRIBUTE, REVIEW_STORAGE_KEY } from './reviewMarkers';
import styles from './ReviewToggle.module.css';

/** The mode itself: its own chunk, fetched on the first switch-on only. */
const ReviewMode = lazy(() => import('./ReviewMode'));

const subscribeToNothing = () => () => {};

function storedOn() {
  try {
    return window.sessionStorage.getItem(REVIEW_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The review mode's switch (docs/copy.md): a small button at the bottom left.
 * While off it loads and fetches nothing; on, it stays on for the tab's session (sessionStorage),
 * across pages.
 */
export function ReviewToggle({ label, loadError }: { label: string; loadError: string }) {
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const remembered = useSyncExternalStore(subscribeToNothing, storedOn, () => false);
  const on = choice ?? remembered;

  const switchTo = (next: boolean) => {
    setChoice(next);
    try {
      if (next) window.sessionStorage.setItem(REVIEW_STORAGE_KEY, 'on');
      else window.sessionStorage.removeItem(REVIEW_STORAGE_KEY);
    } catch {
      /* storage unavailable: the mode lasts for this page only */
    }
  };

  return (
    <div {...{ [REVIEW_ROOT_ATTRIBUTE]: '' }}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={on}
        onClick={() => switchTo(!on)}
      >
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </button>
      {on && (
        <Suspense fallback={null}>
          <ReviewMode loadError={loadError} onClose={() => switchTo(false)} />
        </Suspense>
      )}
    </div>
  );
}
