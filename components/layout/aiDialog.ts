import { useSyncExternalStore } from 'react';

/**
 * Whether the AI request dialog is open: the floating banner's button opens it (docs/product.md)
 * and AiDialogs shows it. The one piece of client state two components share:
 * a tiny external store, so no state library is needed.
 */
export function createAiDialog() {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setOpen(next: boolean) {
      if (next === open) return;
      open = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The page's one. */
export const aiDialog = createAiDialog();

/** Whether the dialog is open, re-rendering when that changes (closed in the server's HTML). */
export function useAiDialogOpen(): boolean {
  return useSyncExternalStore(aiDialog.subscribe, aiDialog.isOpen, () => false);
}
