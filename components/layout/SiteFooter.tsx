import { getTranslations } from 'next-intl/server';
import styles from './SiteFooter.module.css';

export async function SiteFooter() {
  const t = await getTranslations('Meta');
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p className={styles.name}>{t('siteName')}</p>
        <p>{t('tagline')}</p>
      </div>
    </footer>
  );
}
