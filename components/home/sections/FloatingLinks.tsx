import { getTranslations } from 'next-intl/server';
import { ChatIcon } from '@/components/ui/icons/ChatIcon';
import { DocumentIcon } from '@/components/ui/icons/DocumentIcon';
import { MonitorIcon } from '@/components/ui/icons/MonitorIcon';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { adminSiteUrl } from '@/lib/content/company';
import { marketingPages } from '@/lib/content/site';
import styles from '../HomePage.module.css';

/** The floating buttons: the admin site (once its URL is confirmed), the proposal page, the enquiry forms. */
export async function FloatingLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <nav className={styles.floating} aria-label={t('floating.label')}>
      {adminSiteUrl && (
        <a
          href={adminSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.floatingLink}
        >
          <MonitorIcon />
          <span>{t('floating.admin')}</span>
        </a>
      )}
      <Link href={marketingPages.proposal} className={styles.floatingLink}>
        <DocumentIcon />
        <span>{t('floating.proposal')}</span>
      </Link>
      <a href="#contact" className={styles.floatingLink}>
        <ChatIcon />
        <span>{t('floating.inquiry')}</span>
      </a>
    </nav>
  );
}
