'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/browser/afterNextPaint';

/** True while becomeModal closes and reopens a dialog: its close event is not the visitor's. */
let upgrading = false;

/** On a dialog held in the top layer while closed: app/globals.css keeps it hidden. */
const HELD_ATTRIBUTE = 'data-held';

/**
 * Chromium scrolls the page to the top when a dialog inside a sticky ancestor (the top bar) takes
 * focus; keep the visitor where they were. Smooth scrolling (globals.css) would make that scroll
 * start after this returns.
 */
function keepScroll(action: () => void) {
  const { scrollX, scrollY } = window;
  const root = document.documentElement.style;
  const behavior = root.scrollBehavior;
  root.scrollBehavior = 'auto';
  try {
    action();
  } finally {
    if (window.scrollX !== scrollX || window.scrollY !== scrollY)
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    root.scrollBehavior = behavior;
  }
}

function hidePopover(dialog: HTMLDialogElement) {
  dialog.removeAttribute(HELD_ATTRIBUTE);
  if (dialog.hasAttribute('popover') && dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.removeAttribute('popover');
}

const popoverSupported = (dialog: HTMLDialogElement) => typeof dialog.showPopover === 'function';

/**
 * A closed dialog whose content is rendered, put in the top layer while the page is idle: a manual
 * popover, hidden until it opens (HELD_ATTRIBUTE), laid out already, so the tap that opens it
 * pays no style or layout for its content (docs/performance.md).
 */
function holdInTopLayer(dialog: HTMLDialogElement) {
  if (!popoverSupported(dialog) || dialog.matches(':popover-open')) return;
  dialog.setAttribute(HELD_ATTRIBUTE, '');
  dialog.setAttribute('popover', 'manual');
  dialog.showPopover();
}

/** Held in the top layer (holdInTopLayer), laid out already. */
const isHeld = (dialog: HTMLDialogElement) =>
  dialog.hasAttribute(HELD_ATTRIBUTE) && dialog.matches(':popover-open');

/**
 * The tap's frame for a held dialog: shown by removing the mark, marked open. No focusing steps
 * (what show() would add): they style and lay out the dialog inside the handler and move focus,
 * with its events; focus moves in with the modal a frame later (becomeModal). Traced at 7×: the click's
 * processing 45 → 20 ms (docs/performance.md).
 */
function showHeld(dialog: HTMLDialogElement) {
  dialog.removeAttribute(HELD_ATTRIBUTE);
  dialog.setAttribute('open', '');
}

/**
 * The tap's frame: the dialog shown in the top layer (a manual popover: above the page, with its
 * ::backdrop) and focused, without making the page inert. showModal() restyles every element of
 * the page for that (docs/performance.md); show() and a popover restyle the dialog.
 */
function showFirst(dialog: HTMLDialogElement) {
  if (!popoverSupported(dialog)) {
    dialog.showModal();
    return;
  }
  // Open, then in the top layer, as this site has always done it: while the other order was in,
  // WebKit's journeys saw a page form's success dialog stay closed (not isolated from the forms'
  // validation change reverted with it).
  dialog.show();
  dialog.setAttribute('popover', 'manual');
  dialog.showPopover();
}

/** A frame later: the real modal (the page behind inert, Escape a cancel), focus kept. */
function becomeModal(dialog: HTMLDialogElement) {
  const focused = document.activeElement;
  upgrading = true;
  try {
    hidePopover(dialog);
    dialog.close();
    dialog.showModal();
  } finally {
    upgrading = false;
  }
  if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused))
    focused.focus({ preventScroll: true });
}

/** The element focus went back to when the last modal closed (for a dialog opened from inside another). */
let lastRestored: HTMLElement | null = null;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> as a modal: shown when `open` turns true and a modal from the next frame
 * (the page behind becomes inert), Tab wraps inside it, Escape closes through the parent's state,
 * focus returns to the opener and the page behind does not scroll while it is open.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  scrollLockClass: string,
  /** Its content is rendered while closed (useRenderedWhenIdle): kept laid out, invisible. */
  prepared = false,
) {
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const lockScroll = () => document.documentElement.classList.add(scrollLockClass);
    if (open) {
      // Not open yet, unless an owner's inline script made it a modal before hydration.
      if (!dialog.open) {
        opener.current = document.activeElement;
        if (isHeld(dialog)) showHeld(dialog);
        else keepScroll(() => showFirst(dialog));
        // The page-wide restyle of a modal, and the page's overflow, come a frame later, outside
        // the tap's paint.
        afterNextPaint(() => {
          if (dialog.open && !dialog.matches(':modal'))
            keepScroll(() => {
              becomeModal(dialog);
              lockScroll();
            });
        });
      } else lockScroll();
      return;
    }
    hidePopover(dialog);
    if (dialog.open) dialog.close();
    if (prepared) holdInTopLayer(dialog);
  }, [open, prepared, ref, scrollLockClass]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    function onNativeClose() {
      // Queued by becomeModal's close(): it is open again, as a modal.
      if (dialog!.open || upgrading) return;
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
      if (!dialog) return;
      // Before it becomes a modal (showFirst), Escape is not a cancel yet.
      if (event.key === 'Escape' && !dialog.matches(':modal')) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
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
