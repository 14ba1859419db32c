'use client';

import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FIRST_PAINT_SHOWN_ATTRIBUTE } from '@/lib/browser/domMarkers';
import styles from './Dialog.module.css';
import { useModalDialog } from './useModalDialog';
import { useRenderedWhenIdle } from './useRenderedWhenIdle';

const subscribeToNothing = () => () => {};

export type DialogFrameProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name, shown as the dialog's heading. */
  title: ReactNode;
  children: ReactNode;
  /** Beside the heading (Dialog puts its close button there). */
  headerEnd?: ReactNode;
  /** Widths of docs/product.md: download 730, AI request 600, completion 500. */
  maxWidth?: number;
  /** 'alertdialog' for messages that need an answer (the AI form's alerts). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Painted open from the server's HTML when `open` starts true: the owner's inline script opens
   * it as a modal before hydration, when it should open (introShowScript). The home page's video
   * dialog uses it so a slow phone shows it with the page.
   */
  openOnFirstPaint?: boolean;
  /**
   * Render the content while closed, once the page is idle and this returns true then
   * (useRenderedWhenIdle): the tap that opens it then only shows it.
   */
  prepareWhenIdle?: true | (() => boolean);
};

/**
 * A modal dialog on the native <dialog> element, without a close icon (Dialog adds one; the
 * layout's chunk error dialog, in every page's first-load JavaScript, needs none): showModal()
 * makes the page behind inert
 * (focus is trapped and wraps), Escape closes, and focus returns to the opener. The page behind
 * does not scroll while it is open.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  headerEnd,
  maxWidth = 600,
  role = 'dialog',
  openOnFirstPaint = false,
  prepareWhenIdle,
}: DialogFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [firstPaint, setFirstPaint] = useState(openOnFirstPaint && open);
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Only in the hydration render (the document is read, never rendered: no mismatch): not shown
  // before paint means the owner is about to close it, and it must not flash up as a modal in
  // between. After that render `open` alone decides: still open means the visitor asked for it
  // (the hero's button pressed while the page hydrated), so it opens. A hold that outlived this
  // render kept such a dialog closed for good.
  const hiddenBeforePaint =
    hydrating &&
    firstPaint &&
    typeof document !== 'undefined' &&
    !document.documentElement.hasAttribute(FIRST_PAINT_SHOWN_ATTRIBUTE);
  const rendered = useRenderedWhenIdle(open, prepareWhenIdle);
  useModalDialog(ref, open && !hiddenBeforePaint, onClose, styles.scrollLocked!, rendered);
  // Leaves the first-paint styling at the first close (leaving it earlier would replay the
  // opening animation on a dialog already on screen).
  if (firstPaint && !open) setFirstPaint(false);

  return (
    <dialog
      ref={ref}
      // A <dialog> is a dialog already; only an alert dialog needs saying.
      role={role === 'dialog' ? undefined : role}
      aria-modal="true"
      aria-labelledby={titleId}
      data-first-paint={firstPaint ? '' : undefined}
      className={styles.dialog}
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {rendered && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {headerEnd}
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
