import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './NotFoundContent.module.css';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  const tMeta = await getTranslations('Meta');
  return (
    <div className={`container ${styles.wrap}`}>
      {/* not-found.tsx cannot export metadata; React hoists this title into <head>. */}
      <title>{`${t('title')} | ${tMeta('siteName')}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('heading')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <Link href="/" className={styles.button}>
        {t('back')}
      </Link>
    </div>
  );
}
