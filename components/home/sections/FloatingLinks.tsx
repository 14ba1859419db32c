import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { marketingPages } from '@/lib/content/site';
import styles from '../HomePage.module.css';

/**
 * The floating buttons: the admin site (`adminSiteUrl`, once confirmed; lib/content/company.ts),
 * the proposal page, the enquiry forms. Each link draws its icon itself (::before,
 * docs/performance.md).
 */
export function FloatingLinks({ adminSiteUrl }: { adminSiteUrl: string | undefined }) {
  const t = useTranslations('Home');
  return (
    <nav className={styles.floating} aria-label={t('floating.label')}>
      {adminSiteUrl && (
        <a
          href={adminSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.floatingLink} ${styles.monitor}`}
        >
          {t('floating.admin')}
        </a>
      )}
      <Link href={marketingPages.proposal} className={`${styles.floatingLink} ${styles.document}`}>
        {t('floating.proposal')}
      </Link>
      <a href="#contact" className={`${styles.floatingLink} ${styles.chat}`}>
        {t('floating.inquiry')}
      </a>
    </nav>
  );
}
