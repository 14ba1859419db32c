import type { ReactNode } from 'react';
import styles from './consent.module.css';

type Tone = 'done' | 'warn' | 'info';

const ICON: Record<Tone, string> = { done: '✓', warn: '!', info: 'i' };

/** A static result page (complete, error, end, sign-in): icon, heading, text, optional action. */
export function ConsentMessage({
  tone,
  title,
  children,
  action,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const toneClass = tone === 'done' ? styles.iconDone : tone === 'warn' ? styles.iconWarn : '';
  return (
    <article className={`${styles.article} ${styles.centered}`} aria-labelledby="message-title">
      <div className={`${styles.icon} ${toneClass}`} aria-hidden="true">
        {ICON[tone]}
      </div>
      <h1 id="message-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.lead}>{children}</div>
      {action ? (
        <div className={styles.actionBar}>{action}</div>
      ) : (
        <div style={{ paddingBottom: 'var(--space-6)' }} />
      )}
    </article>
  );
}
