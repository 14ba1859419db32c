/**
 * The site's shared client state: dialog.ai, whether the AI request dialog is open (the floating
 * banner's button opens it: docs/product.md, "What the site is").
 * A tiny external store: components read it with useUiState (components/ui-state) and change
 * it with the functions below, so no state library is needed.
 */

export type UiState = {
  dialog: { ai: boolean };
};

export const initialUiState: UiState = { dialog: { ai: false } };

type Listener = () => void;

export function createUiStore(initial: UiState = initialUiState) {
  let state = initial;
  const listeners = new Set<Listener>();

  function set(next: UiState) {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAiDialog(open: boolean) {
      if (state.dialog.ai !== open) set({ ...state, dialog: { ...state.dialog, ai: open } });
    },
  };
}

export type UiStore = ReturnType<typeof createUiStore>;

/** The one store of the page. */
export const uiStore = createUiStore();
