'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** The element focus went back to when the last modal closed (for a dialog opened from inside another). */
let lastRestored: HTMLElement | null = null;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> as a modal: showModal() when `open` turns true (the page behind becomes
 * inert), Tab wraps inside it, Escape closes through the parent's state, focus returns to the
 * opener and the page behind does not scroll while it is open.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  scrollLockClass: string,
) {
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      // Not open yet, unless an owner's inline script made it a modal before hydration.
      if (!dialog.open) {
        opener.current = document.activeElement;
        // Chromium scrolls the page to the top when a modal inside a sticky ancestor (the top bar)
        // takes focus; keep the visitor where they were.
        const { scrollX, scrollY } = window;
        dialog.showModal();
        if (window.scrollX !== scrollX || window.scrollY !== scrollY)
          window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      }
      document.documentElement.classList.add(scrollLockClass);
    } else if (dialog.open) {
      dialog.close();
    }
  }, [open, ref, scrollLockClass]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    function onNativeClose() {
      document.documentElement.classList.remove(scrollLockClass);
      const target = opener.current;
      const usable =
        target instanceof HTMLElement &&
        target.isConnected &&
        !target.closest('dialog:not([open])') &&
        target !== document.body;
      const restore = usable ? target : lastRestored;
      if (restore?.isConnected) {
        restore.focus({ preventScroll: true });
        lastRestored = restore;
      }
      onCloseRef.current();
    }
    function onCancel(event: Event) {
      event.preventDefault();
      onCloseRef.current();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, scrollLockClass]);

  useEffect(
    () => () => {
      document.documentElement.classList.remove(scrollLockClass);
    },
    [scrollLockClass],
  );
}
