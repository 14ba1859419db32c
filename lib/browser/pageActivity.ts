/**
 * When decorative work (animations, count-ups, their observers) may run: not before the page's first
 * idle period, so it never competes with loading and hydration on a slow phone; and not while a modal
 * dialog covers the page (the page behind is inert, under a backdrop). The idle period itself:
 * whenIdle (lib/browser/idle.ts).
 */

/**
 * The CSS side of the same rule: a decorative loop is paused under `html:not([data-page-idle])` and
 * `html:has(dialog:modal)` (components/ui/PageIdleMarker.tsx sets the attribute).
 */
export function markPageIdle() {
  document.documentElement.setAttribute('data-page-idle', '');
}

/** Whether a modal dialog is open over the page. */
export function modalIsOpen(): boolean {
  try {
    return document.querySelector('dialog:modal') !== null;
  } catch {
    return false; // a browser without :modal
  }
}

/** Calls `onChange` when a dialog opens or closes; returns the unsubscribe. */
export function onModalChange(onChange: () => void): () => void {
  // Neither event bubbles: listened to while they travel down (capture).
  document.addEventListener('toggle', onChange, true);
  document.addEventListener('close', onChange, true);
  return () => {
    document.removeEventListener('toggle', onChange, true);
    document.removeEventListener('close', onChange, true);
  };
}
