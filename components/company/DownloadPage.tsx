import { getTranslations } from 'next-intl/server';
import { PageForm } from '@/components/forms';
import { AppQrCodes } from '@/components/layout/AppQrCodes';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { SampleMark } from '@/components/ui/SampleMark';
import { Section } from '@/components/ui/Section';
import button from '@/components/ui/button.module.css';
import type { Locale } from '@/i18n/routing';
import { downloads } from '@/lib/content/company';
import styles from './company.module.css';

export async function DownloadPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Download' });
  return (
    <PageScaffold page="download">
      <Section title={t('apps.title')} lead={t('apps.lead')} className={styles.flush}>
        <AppQrCodes />
      </Section>
      <Section title={t('files.title')} lead={t('files.lead')} className={styles.flush}>
        <ul className={styles.files}>
          {[{ id: 'catalog', href: downloads.catalog.href }, ...downloads.manuals].map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileIcon} aria-hidden="true">
                PDF
              </span>
              <div className={styles.fileText}>
                <SampleMark urls={[file.href]} />
                <h3>{t(`files.${file.id as 'catalog'}.title`)}</h3>
                <p>{t(`files.${file.id as 'catalog'}.text`)}</p>
              </div>
              <a
                href={file.href}
                download
                className={`${button.button} ${button.primary} ${button.small}`}
              >
                {t('downloadPdf')}
                <span className="visually-hidden">
                  {' '}
                  — {t(`files.${file.id as 'catalog'}.title`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('request.title')} lead={t('request.lead')} className={styles.flush}>
        <PageForm form="manual" />
      </Section>
    </PageScaffold>
  );
}
