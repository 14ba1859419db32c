'use client';

import { useRef, type ReactNode } from 'react';
import { CloseButton } from '@/components/ui/CloseButton';
import styles from './Drawer.module.css';
import { useModalDialog } from './useModalDialog';
import { useRenderedWhenIdle } from './useRenderedWhenIdle';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the drawer (visually hidden heading). */
  label: string;
  closeLabel: string;
  children: ReactNode;
  id?: string;
};

/** A side sheet on the native <dialog> element: the same modal behaviour as Dialog. */
export function Drawer({ open, onClose, label, closeLabel, children, id }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The menu is rendered into the closed drawer once the page is idle: a tap only shows it.
  const rendered = useRenderedWhenIdle(open, true);
  useModalDialog(ref, open, onClose, styles.scrollLocked!, rendered);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-modal="true"
      aria-label={label}
      className={styles.drawer}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {rendered && (
        <div className={styles.panel}>
          <div className={styles.top}>
            <CloseButton
              label={closeLabel}
              onClick={onClose}
              className={styles.close}
              iconSize={22}
              inlineIcon
            />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
