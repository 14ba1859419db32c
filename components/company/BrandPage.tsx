import { getTranslations } from 'next-intl/server';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Section } from '@/components/ui/Section';
import button from '@/components/ui/button.module.css';
import card from '@/components/ui/card.module.css';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { marketingPages } from '@/lib/content/site';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './company.module.css';

type Item = { title: string; text: string };

export async function BrandPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Brand' });
  const keywords = t.raw('keywords.items') as Item[];
  // The names and values are messages (Brand.swatches, a draft of the copy register); the swatch
  // itself is painted by the stylesheet.
  const colors = [
    { id: 'blue', className: styles.swatchBlue },
    { id: 'mint', className: styles.swatchMint },
    { id: 'ink', className: styles.swatchInk },
    { id: 'paper', className: styles.swatchPaper },
  ] as const;
  return (
    <PageScaffold page="brand">
      <div className={styles.split}>
        <div className={styles.nameArt} aria-hidden="true">
          <span className={styles.syllable}>
            채<small>{t('name.chae')}</small>
          </span>
          <span className={styles.plus}>+</span>
          <span className={styles.syllable}>
            들<small>{t('name.deul')}</small>
          </span>
        </div>
        <div className={styles.prose}>
          <SectionHeading title={t('name.title')} variant="prose" />
          {(t.raw('name.paragraphs') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section title={t('keywords.title')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {keywords.map((k) => (
            <li key={k.title} className={card.card}>
              <h3>{k.title}</h3>
              <p>{k.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('colors.title')} lead={t('colors.lead')} className={styles.flush}>
        <ul className={styles.swatches}>
          {colors.map((c) => (
            <li key={c.id}>
              <span className={`${styles.swatch} ${c.className}`} aria-hidden="true" />
              <strong>{t(`swatches.${c.id}.name`)}</strong>
              <span className={styles.hex}>{t(`swatches.${c.id}.value`)}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link href={marketingPages.logo} className={`${button.button} ${button.secondary}`}>
            {t('toLogo')}
          </Link>
        </p>
      </Section>
    </PageScaffold>
  );
}
