import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { MarketingPageId } from '@/lib/content/site';
import styles from './PageScaffold.module.css';

/** Page heading band: the page's translated h1 and lead, then its sections. */
export async function PageScaffold({
  page,
  children,
}: {
  page: MarketingPageId;
  children: ReactNode;
}) {
  const t = await getTranslations('Pages');
  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{t(`${page}.heading`)}</h1>
          <p className={styles.lead}>{t(`${page}.description`)}</p>
        </div>
      </div>
      <div className="container">{children}</div>
    </>
  );
}
