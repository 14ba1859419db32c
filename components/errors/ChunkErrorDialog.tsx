'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { DialogFrame } from '@/components/ui/DialogFrame';
import { watchChunkLoads } from '@/lib/browser/chunkWatchdog';
import button from '@/components/ui/button.module.css';
import {
  isChunkLoadError,
  isRepeatFailure,
  isStaticAssetElement,
  rememberReload,
} from '../../lib/browser/chunkErrors';
import styles from './errors.module.css';

/**
 * Mounted once in the locale layout. A script or stylesheet from /_next/static that fails to load
 * (usually: a new deployment removed the old chunks) opens a dialog; confirming reloads the page.
 * When it happens again right after such a reload, the dialog also asks for a forced reload.
 */
export function ChunkErrorDialog() {
  const t = useTranslations('Errors');
  const [state, setState] = useState<'closed' | 'first' | 'repeat'>('closed');

  useEffect(() => {
    const open = () =>
      setState((current) =>
        current === 'closed' ? (isRepeatFailure() ? 'repeat' : 'first') : current,
      );
    // Resource load errors do not bubble: listen in the capture phase.
    const onError = (event: Event) => {
      if (
        event instanceof ErrorEvent
          ? isChunkLoadError(event.error)
          : isStaticAssetElement(event.target)
      )
        open();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) open();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    // Turbopack has no chunk load timeout: a chunk still pending after 120 s is a failure
    // (docs/product.md).
    const stopWatchdog = watchChunkLoads({ onStalled: open });
    return () => {
      stopWatchdog();
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  const reload = useCallback(() => {
    rememberReload();
    window.location.reload();
  }, []);

  // Closing by Escape or backdrop reloads too: the page cannot work with missing files.
  return (
    <DialogFrame
      open={state !== 'closed'}
      onClose={reload}
      title={t('chunkTitle')}
      role="alertdialog"
      maxWidth={500}
    >
      <p className={styles.dialogText}>{t('chunkText')}</p>
      {state === 'repeat' && (
        <p className={styles.dialogText} data-testid="chunk-repeat">
          <strong>{t('chunkRepeat')}</strong>
        </p>
      )}
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${button.block}`}
          onClick={reload}
          autoFocus
        >
          {t('chunkConfirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
