import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { Section } from '@/components/ui/Section';
import type { CompanyDetails } from '@/lib/content/siteFacts';
import { telHref } from '@/lib/routing/tel';
import styles from './company.module.css';

/**
 * The company page's details (`company`, lib/content/company.ts): name, representative, address,
 * phone and e-mail as links. A placeholder fact is a marked gap, never its sample value and never
 * a link.
 */
export function CompanyInfo({ company }: { company: CompanyDetails }) {
  const t = useTranslations('Company');
  const orGap = (value: ReactNode) => value || <PlaceholderGap />;
  const facts = [
    [t('info.name'), orGap(company.legalName)],
    [t('info.representative'), orGap(company.representative)],
    [t('info.address'), orGap(company.address)],
    [
      t('info.contact'),
      <>
        {orGap(company.phone && <a href={telHref(company.phone)}>{company.phone}</a>)}
        {' · '}
        {orGap(company.email && <a href={`mailto:${company.email}`}>{company.email}</a>)}
      </>,
    ],
  ] as const;
  return (
    <Section title={t('info.title')} className={styles.flush}>
      <dl className={styles.infoList}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
