'use client';

// Temporary placement by the forms branch: take the chrome helper's banner and dialogs.
import { useState } from 'react';
import { AiRequestForm } from '@/components/forms';
import { Dialog } from '@/components/ui/Dialog';
import { uiStore, useUiState } from '@/components/ui-state/useUiState';

export function TemporaryAiDialog({
  labels,
}: {
  labels: { region: string; open: string; title: string; completeTitle: string; close: string };
}) {
  const open = useUiState((s) => s.dialog.ai);
  const [complete, setComplete] = useState(false);
  return (
    <>
      <aside aria-label={labels.region} style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 10 }}>
        <button type="button" onClick={() => uiStore.setAiDialog(true)}>
          {labels.open}
        </button>
      </aside>
      <Dialog open={open} onClose={() => uiStore.setAiDialog(false)} title={labels.title} closeLabel={labels.close} maxWidth={600}>
        <AiRequestForm
          onSuccess={() => {
            uiStore.setAiDialog(false);
            setComplete(true);
          }}
        />
      </Dialog>
      <Dialog open={complete} onClose={() => setComplete(false)} title={labels.completeTitle} closeLabel={labels.close} maxWidth={500}>
        <p>{labels.completeTitle}</p>
      </Dialog>
    </>
  );
}
