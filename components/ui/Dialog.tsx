'use client';

import { CloseButton } from '@/components/ui/CloseButton';
import styles from './Dialog.module.css';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

/** The site's modal dialog (DialogFrame) with its round × in the header when closeLabel is given. */
export function Dialog({
  closeLabel,
  ...props
}: Omit<DialogFrameProps, 'headerEnd'> & {
  /** Accessible name of the close icon, in the visitor's language. Omit for no close icon. */
  closeLabel?: string;
}) {
  return (
    <DialogFrame
      {...props}
      headerEnd={
        closeLabel && (
          <CloseButton
            label={closeLabel}
            onClick={props.onClose}
            className={styles.close}
            // A dialog renders on the click that opens it, where a mask would be decoded; the
            // video dialog is in the page's HTML, styled while the page loads.
            inlineIcon={!props.openOnFirstPaint}
          />
        )
      }
    />
  );
}
