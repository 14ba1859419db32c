import { getTranslations } from 'next-intl/server';
import { CanvasAnimation } from '@/components/animations/CanvasAnimation';
import { PageForm } from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './LaboratoryPage.module.css';

const years = ['2020', '2021', '2022', '2023', '2024', '2025'] as const;

export async function LaboratoryPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Laboratory' });
  return (
    <PageScaffold page="laboratory">
      <div className={styles.intro}>
        <div>
          <SectionHeading eyebrow={t('intro.eyebrow')} title={t('intro.title')} variant="prose" />
          {(t.raw('intro.paragraphs') as string[]).map((p) => (
            <p key={p} className={styles.text}>
              {p}
            </p>
          ))}
        </div>
        <div className={styles.visual}>
          <CanvasAnimation scene="classify" label={t('intro.animationLabel')} />
        </div>
      </div>
      <Section title={t('history.title')} lead={t('history.lead')} className={styles.flush}>
        <ol className={styles.timeline}>
          {years.map((year) => (
            <li key={year} className={styles.year}>
              <h3 className={styles.yearLabel}>
                <span>{year}</span>
                <small>{t(`history.years.${year}.theme`)}</small>
              </h3>
              <ul className={styles.items}>
                {(t.raw(`history.years.${year}.items`) as string[]).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('request.title')} lead={t('request.lead')} className={styles.flush}>
        <PageForm form="manualLab" />
      </Section>
    </PageScaffold>
  );
}
