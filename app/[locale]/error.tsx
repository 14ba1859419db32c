'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/monitoring/report';
import { localizedPath } from '@/lib/routing/paths';
import button from '@/components/ui/button.module.css';
import styles from '@/components/errors/errors.module.css';

/** A rendering error inside a locale page: translated, with a retry (docs/product.md). */
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  useEffect(() => reportError(error), [error]);
  return (
    <div className={styles.page} role="alert">
      <div className={styles.inner}>
        <h1 className={styles.title}>{t('unexpected')}</h1>
        <p className={styles.text}>{t('unexpectedText')}</p>
        <div className={styles.actions}>
          <button type="button" className={`${button.button} ${button.primary}`} onClick={reset}>
            {t('retry')}
          </button>
          {/* A full navigation: the app state that failed is left behind. */}
          <a className={`${button.button} ${button.secondary}`} href={localizedPath(locale, '/')}>
            {t('home')}
          </a>
        </div>
      </div>
    </div>
  );
}
