import { createUiStore } from './uiStore';

describe('ui store', () => {
  it('opens and closes the AI dialog and notifies subscribers once per change', () => {
    const store = createUiStore();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().dialog.ai));
    store.setAiDialog(true);
    store.setAiDialog(true);
    store.setAiDialog(false);
    expect(seen).toEqual([true, false]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createUiStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.setAiDialog(true);
    expect(listener).not.toHaveBeenCalled();
  });
});
