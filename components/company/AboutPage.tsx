import { getTranslations } from 'next-intl/server';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Section } from '@/components/ui/Section';
import card from '@/components/ui/card.module.css';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { companyDetails } from '@/lib/content/company';
import { marketingPages, serviceAppPages } from '@/lib/content/site';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { CompanyInfo } from './CompanyInfo';
import styles from './company.module.css';

export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Company' });
  // The app's name inside a sentence (lower case in English and Vietnamese).
  const tApps = await getTranslations({ locale, namespace: 'ServiceApps' });
  const parts = (['resident', 'admin', 'crew'] as const).map((id) => ({
    id,
    title: t(`parts.${id}.title`),
    inSentence: tApps(`${id}.name`),
    text: t(`parts.${id}.text`),
    href: marketingPages[serviceAppPages[id].advantage],
  }));

  return (
    <PageScaffold page="company">
      <div className={styles.mission}>
        <div>
          <SectionHeading
            eyebrow={t('mission.eyebrow')}
            title={t('mission.title')}
            variant="prose"
          />
        </div>
        <div className={styles.prose}>
          {(t.raw('mission.paragraphs') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section title={t('parts.title')} lead={t('parts.lead')} className={styles.flush}>
        <ul className={`${card.grid} ${styles.plainList}`}>
          {parts.map((part) => (
            <li key={part.id} className={`${card.card} ${styles.partCard}`}>
              <h3>{part.title}</h3>
              <p>{part.text}</p>
              <Link href={part.href} className={styles.more}>
                {t('parts.more', { app: part.inSentence })}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CompanyInfo company={companyDetails(locale)} />
    </PageScaffold>
  );
}
