'use client';

import { useSyncExternalStore } from 'react';
import { initialUiState, uiStore, type UiState } from '@/lib/uiStore';

/** Subscribe to one slice of the shared UI state; re-renders only when that slice changes. */
export function useUiState<T>(select: (state: UiState) => T): T {
  return useSyncExternalStore(
    uiStore.subscribe,
    () => select(uiStore.getState()),
    () => select(initialUiState),
  );
}

export { uiStore };
