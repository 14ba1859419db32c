'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import styles from './SiteHeader.module.css';

/** The top bar's Download button and its dialog (max width 730px). The QR cards come from the server. */
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
        className={styles.download}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={closeLabel}
        maxWidth={730}
      >
        <p className={styles.dialogLead}>{lead}</p>
        {children}
      </Dialog>
    </>
  );
}
