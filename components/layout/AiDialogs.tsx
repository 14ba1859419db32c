'use client';

import { useCallback, useState } from 'react';
import { AiRequestForm } from '@/components/forms';
import { Dialog } from '@/components/ui/Dialog';
import button from '@/components/ui/button.module.css';
import { aiDialog, useAiDialogOpen } from './aiDialog';

/** The dialog's frame is rendered while closed once the page is idle: a tap only shows it. */
const always = () => true;

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

  return (
    <>
      <Dialog
        open={open}
        onClose={closeAi}
        title={title}
        closeLabel={closeLabel}
        maxWidth={600}
        prepareWhenIdle={always}
      >
        <p style={{ color: 'var(--color-ink-muted)' }}>{lead}</p>
        {/* Rendered when opened: prepared with the frame, it would load the form's engine on every page. */}
        {open && (
          <AiRequestForm
            onSuccess={() => {
              aiDialog.setOpen(false);
              setComplete(true);
            }}
          />
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
