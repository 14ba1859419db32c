'use client';

import { useCallback, useEffect, useState } from 'react';
import { AiFormPlaceholder, AiRequestForm } from '@/components/forms';
import { afterNextPaint } from '@/lib/browser/afterNextPaint';
import { isRendered } from '@/lib/browser/isRendered';
import { Dialog } from '@/components/ui/Dialog';
import button from '@/components/ui/button.module.css';
import { aiDialog, useAiDialogOpen } from './aiDialog';

/**
 * The dialog's frame is rendered while closed once the page is idle, where its banner is shown
 * (not on phones: its CSS): a tap on the banner only shows it.
 */
const whereBannerShown = () => {
  const banner = document.querySelector('[data-ai-banner]');
  return banner !== null && isRendered(banner);
};

type Props = {
  title: string;
  lead: string;
  completeTitle: string;
  completeText: string;
  confirm: string;
  closeLabel: string;
};

/** The AI request dialog (600px), open while aiDialog is, and its completion dialog (500px). */
export function AiDialogs({
  title,
  lead,
  completeTitle,
  completeText,
  confirm,
  closeLabel,
}: Props) {
  const open = useAiDialogOpen();
  const [complete, setComplete] = useState(false);
  const closeAi = useCallback(() => aiDialog.setOpen(false), []);
  const closeComplete = useCallback(() => setComplete(false), []);
  // The form mounts a frame after the dialog shows, its placeholder meanwhile: its first render
  // (and its engine's import) need not hold the tap's paint. Prepared with the frame instead, it
  // would load the engine on every page.
  const [formShown, setFormShown] = useState(false);
  if (!open && formShown) setFormShown(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    afterNextPaint(() => live && setFormShown(true));
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <>
      <Dialog
        open={open}
        onClose={closeAi}
        title={title}
        closeLabel={closeLabel}
        maxWidth={600}
        prepareWhenIdle={whereBannerShown}
      >
        <p style={{ color: 'var(--color-ink-muted)' }}>{lead}</p>
        {formShown ? (
          <AiRequestForm
            onSuccess={() => {
              aiDialog.setOpen(false);
              setComplete(true);
            }}
          />
        ) : (
          <AiFormPlaceholder />
        )}
      </Dialog>
      <Dialog
        open={complete}
        onClose={closeComplete}
        title={completeTitle}
        closeLabel={closeLabel}
        maxWidth={500}
      >
        <p>{completeText}</p>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${button.block}`}
          onClick={closeComplete}
        >
          {confirm}
        </button>
      </Dialog>
    </>
  );
}
