import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { privacyRemedies } from '@/lib/privacy/policy';
import { telHref } from '@/lib/routing/tel';
import styles from './PrivacyPage.module.css';

/** The bodies a visitor can turn to about a privacy infringement, with phone and site. */
export async function RemedyList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return (
    <ul className={styles.remedies}>
      {privacyRemedies.map((body) => (
        <li key={body.id}>
          <span className={styles.remedyName}>{t(`sections.remedies.${body.id}`)}</span>
          <a href={telHref(body.phone)}>{body.phone}</a>
          <a href={body.url} target="_blank" rel="noopener noreferrer" lang="ko">
            {body.url.replace(/^https:\/\//, '')}
          </a>
        </li>
      ))}
    </ul>
  );
}
