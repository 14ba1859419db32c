import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from './consent.module.css';

/** The bare frame of every consent page: the product name on top, one column below. */
export async function ConsentShell({ children }: { children: ReactNode }) {
  const tMeta = await getTranslations('Meta');
  return (
    <div className={styles.shell}>
      <div className={styles.brandBar}>
        <p className={styles.brand} style={{ margin: 0 }}>
          {tMeta('siteName')}
        </p>
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
