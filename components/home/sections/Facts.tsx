import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/routing';
import styles from '../HomePage.module.css';

/** Why: the regulation's timeline. */
export async function Facts({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const facts = t.raw('facts.items') as { value: string; label: string }[];
  return (
    <Section eyebrow={t('facts.eyebrow')} title={t('facts.title')} lead={t('facts.lead')}>
      <ol className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact.label} className={styles.fact}>
            <span className={styles.factValue}>{fact.value}</span>
            <span className={styles.factLabel}>{fact.label}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
