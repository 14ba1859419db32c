import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { adminSiteUrl } from '@/lib/company';
import { marketingPages } from '@/lib/site';
import styles from '../HomePage.module.css';

/** The floating buttons: the admin site, the proposal page, the enquiry forms. */
export async function FloatingLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <nav className={styles.floating} aria-label={t('floating.label')}>
      <a
        href={adminSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.floatingLink}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M4 5h16v11H4zM9 20h6M12 16v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('floating.admin')}</span>
      </a>
      <Link href={marketingPages.proposal} className={styles.floatingLink}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('floating.proposal')}</span>
      </Link>
      <a href="#contact" className={styles.floatingLink}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M4 5h16v11H9l-5 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('floating.inquiry')}</span>
      </a>
    </nav>
  );
}
