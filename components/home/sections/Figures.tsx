import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { Section } from '@/components/ui/Section';
import type { FigureValues } from '@/lib/content/siteFacts';
import { CountUp } from '../CountUp';
import styles from '../HomePage.module.css';

/**
 * The home page's figures (`figures`, lib/content/company.ts): each counts up from zero once in view
 * (CountUp), or is a marked gap while it is a placeholder.
 */
export function Figures({ figures }: { figures: FigureValues }) {
  const t = useTranslations('Home');
  const format = useFormatter();
  const locale = useLocale();
  const figureItems = [
    { key: 'sites', value: figures.sites, decimals: 0 },
    { key: 'defects', value: figures.defects, decimals: 0 },
    { key: 'perHousehold', value: figures.perHousehold, decimals: 1 },
  ] as const;
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
