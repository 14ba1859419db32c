import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import button from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { marketingPages, serviceAppPages } from '@/lib/content/site';
import { BrowserMockup, PhoneMockup, mockupRows, type MockupRow } from '../Mockups';
import styles from '../HomePage.module.css';

/** A section per app: what it does, a drawing of its screen, a link to its page. */
export async function Apps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  // The app's name inside a sentence (lower case in English and Vietnamese).
  const tApps = await getTranslations({ locale, namespace: 'ServiceApps' });
  const kpis = t.raw('apps.kpis') as { label: string; value: string }[];
  const apps = (['resident', 'admin', 'crew'] as const).map((id) => ({
    id,
    name: t(`apps.${id}.name`),
    inSentence: tApps(`${id}.name`),
    title: t(`apps.${id}.title`),
    text: t(`apps.${id}.text`),
    points: t.raw(`apps.${id}.points`) as string[],
    rows: mockupRows(t.raw(`apps.${id}.screen`) as MockupRow[]),
    href: marketingPages[serviceAppPages[id].advantage],
  }));
  const illustration = (app: string) => ({
    label: t('mockup.label', { app }),
    caption: t('mockup.caption'),
  });
  return (
    <Section eyebrow={t('apps.eyebrow')} title={t('apps.title')} lead={t('apps.lead')}>
      <div className={styles.apps}>
        {apps.map((app, index) => (
          <article key={app.id} className={`${styles.app} ${index % 2 ? styles.appReverse : ''}`}>
            <div className={styles.appCopy}>
              <p className={styles.appName}>{app.name}</p>
              <h3 className={styles.appTitle}>{app.title}</h3>
              <p className={styles.appText}>{app.text}</p>
              <ul className={styles.checks}>
                {app.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link href={app.href} className={`${button.button} ${button.secondary}`}>
                {t('apps.more', { app: app.inSentence })}
              </Link>
            </div>
            {app.id === 'admin' ? (
              <BrowserMockup
                title={app.name}
                kpis={kpis}
                rows={app.rows}
                illustration={illustration(app.inSentence)}
                className={styles.appVisual}
              />
            ) : (
              <PhoneMockup
                title={app.name}
                summary={t(`apps.${app.id}.summary`)}
                rows={app.rows}
                accent={app.id === 'crew' ? 'dark' : 'blue'}
                illustration={illustration(app.inSentence)}
                className={styles.appVisual}
              />
            )}
          </article>
        ))}
      </div>
    </Section>
  );
}
