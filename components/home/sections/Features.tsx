import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import { Tabs } from '@/components/ui/Tabs';
import type { Locale } from '@/i18n/routing';
import { BrowserMockup, PhoneMockup, mockupRows, type MockupRow } from '../Mockups';
import styles from '../HomePage.module.css';

type Item = { title: string; text: string };

/**
 * A feature list and its drawing, side by side. The numbers (01, 02, …) are CSS counters, the
 * drawing is the grid's own item (docs/performance.md).
 */
function FeaturePanel({ items, mock }: { items: Item[]; mock: ReactNode }) {
  return (
    <div className={styles.featurePanel}>
      <ul className={styles.featureList}>
        {items.map((item) => (
          <li key={item.title} className={styles.feature}>
            <h3 className={styles.featureTitle}>{item.title}</h3>
            <p className={styles.featureText}>{item.text}</p>
          </li>
        ))}
      </ul>
      {mock}
    </div>
  );
}

/** The residents' and administrators' features, in two tabs. */
export async function Features({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tApps = await getTranslations({ locale, namespace: 'ServiceApps' });
  const illustration = (app: 'resident' | 'admin') => ({
    label: t('mockup.label', { app: tApps(`${app}.name`) }),
    caption: t('mockup.caption'),
  });
  return (
    <Section
      tone="alt"
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      lead={t('features.lead')}
    >
      <Tabs
        label={t('features.tablist')}
        tabs={[
          { id: 'residents', label: t('features.residents.tab') },
          { id: 'admins', label: t('features.admins.tab') },
        ]}
        panels={[
          <FeaturePanel
            key="residents"
            items={t.raw('features.residents.items') as Item[]}
            mock={
              <PhoneMockup
                title={t('apps.resident.name')}
                summary={t('apps.resident.summary')}
                rows={mockupRows(t.raw('apps.resident.screen') as MockupRow[])}
                illustration={illustration('resident')}
                className={styles.featureMock}
              />
            }
          />,
          <FeaturePanel
            key="admins"
            items={t.raw('features.admins.items') as Item[]}
            mock={
              <BrowserMockup
                title={t('apps.admin.name')}
                kpis={t.raw('apps.kpis') as { label: string; value: string }[]}
                rows={mockupRows(t.raw('apps.admin.screen') as MockupRow[])}
                illustration={illustration('admin')}
                className={styles.featureMock}
              />
            }
          />,
        ]}
      />
    </Section>
  );
}
