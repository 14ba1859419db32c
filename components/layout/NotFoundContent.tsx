import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/routing/paths';
import styles from './NotFoundContent.module.css';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  const tMeta = await getTranslations('Meta');
  const locale = (await getLocale()) as Locale;
  return (
    <div className={`container ${styles.wrap}`}>
      {/* not-found.tsx cannot export metadata; React hoists this title into <head>. */}
      <title>{`${t('title')} | ${tMeta('siteName')}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('heading')}</h1>
      <p className={styles.body}>{t('body')}</p>
      {/* A plain link: next/link would add its client code to every page below a not-found
          boundary, the consent pages included, for a navigation that is rare. */}
      <a href={localizedPath(locale, '/')} className={styles.button}>
        {t('back')}
      </a>
    </div>
  );
}
