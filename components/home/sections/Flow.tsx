import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/routing';
import styles from '../HomePage.module.css';

/** The service flow, step by step. */
export async function Flow({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const steps = t.raw('flow.steps') as { title: string; text: string }[];
  return (
    <Section eyebrow={t('flow.eyebrow')} title={t('flow.title')} lead={t('flow.lead')}>
      <ol className={styles.flow}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
