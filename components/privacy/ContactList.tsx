import type { ReactNode } from 'react';
import styles from './PrivacyPage.module.css';

/** Label and value pairs of a contact (the privacy officer, the complaints department, a vendor). */
export function ContactList({
  rows,
}: {
  rows: { key: string; label: string; value: ReactNode }[];
}) {
  return (
    <dl className={styles.contact}>
      {rows.map((row) => (
        <div key={row.key} className={styles.contactRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
