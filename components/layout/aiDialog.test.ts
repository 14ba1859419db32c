import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { aiDialog, createAiDialog, useAiDialogOpen } from './aiDialog';

describe('the AI dialog state', () => {
  it('opens and closes, and notifies subscribers once per change', () => {
    const state = createAiDialog();
    const seen: boolean[] = [];
    state.subscribe(() => seen.push(state.isOpen()));
    state.setOpen(true);
    state.setOpen(true);
    state.setOpen(false);
    expect(seen).toEqual([true, false]);
  });

  it('stops notifying after unsubscribe', () => {
    const state = createAiDialog();
    const listener = jest.fn();
    const unsubscribe = state.subscribe(listener);
    unsubscribe();
    state.setOpen(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it("is closed in the server's HTML, whatever the page's state", () => {
    function Probe() {
      return createElement('p', null, useAiDialogOpen() ? 'open' : 'closed');
    }
    aiDialog.setOpen(true);
    try {
      expect(renderToString(createElement(Probe))).toBe('<p>closed</p>');
    } finally {
      aiDialog.setOpen(false);
    }
  });
});
