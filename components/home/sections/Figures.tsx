import { getFormatter, getTranslations } from 'next-intl/server';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/routing';
import { figures } from '@/lib/content/company';
import { CountUp } from '../CountUp';
import styles from '../HomePage.module.css';

const figureItems = [
  { key: 'sites', value: figures.sites, decimals: 0 },
  { key: 'defects', value: figures.defects, decimals: 0 },
  { key: 'perHousehold', value: figures.perHousehold, decimals: 1 },
] as const;

export async function Figures({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const format = await getFormatter({ locale });
  return (
    <Section tone="brand" eyebrow={t('figures.eyebrow')} title={t('figures.title')} align="center">
      <dl className={styles.figures}>
        {figureItems.map(({ key, value, decimals }) => (
          <div key={key} className={styles.figure}>
            <dt>{t(`figures.${key}`)}</dt>
            {value === undefined ? (
              <dd className={styles.figurePending}>
                <PlaceholderGap />
              </dd>
            ) : (
              <dd>
                <CountUp
                  value={value}
                  label={format.number(value, {
                    minimumFractionDigits: decimals,
                    maximumFractionDigits: decimals,
                  })}
                  decimals={decimals}
                  locale={locale}
                  suffix={t(`figures.${key}Unit`)}
                />
              </dd>
            )}
          </div>
        ))}
      </dl>
    </Section>
  );
}
