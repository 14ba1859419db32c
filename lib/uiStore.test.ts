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

  it('toggles need_fetch and need_refresh independently', () => {
    const store = createUiStore();
    store.toggleNeedFetch();
    expect(store.getState()).toMatchObject({ needFetch: true, needRefresh: false });
    store.toggleNeedRefresh();
    store.toggleNeedFetch();
    expect(store.getState()).toMatchObject({ needFetch: false, needRefresh: true });
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
