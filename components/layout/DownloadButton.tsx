'use client';

import { useState, type ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/Dialog';
import styles from './SiteHeader.module.css';

/**
 * The top bar's Download button and its dialog (max width 730px). The QR cards come from the server,
 * rendered into the closed dialog once the page is idle: a tap only shows them.
 */
export function DownloadButton({
  label,
  title,
  lead,
  closeLabel,
  children,
}: {
  label: string;
  title: string;
  lead: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${button.button} ${button.primary} ${button.small} ${styles.download}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={closeLabel}
        maxWidth={730}
        prepareWhenIdle
      >
        <p className={styles.dialogLead}>{lead}</p>
        {children}
      </Dialog>
    </>
  );
}
