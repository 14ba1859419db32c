import { useTranslations } from 'next-intl';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import type { PrivacyFacts } from '@/lib/content/siteFacts';
import { telHref } from '@/lib/routing/tel';
import { ContactList } from './ContactList';
import styles from './PrivacyPage.module.css';

/**
 * The privacy officer and the department that handles requests (`facts`, lib/content/company.ts):
 * company facts, each a link where it is an address and a marked gap until it is confirmed.
 */
export function OfficerContacts({ facts }: { facts: PrivacyFacts }) {
  const t = useTranslations('Privacy');
  const factValue = (key: string, value: string | undefined) =>
    !value ? (
      <PlaceholderGap label={t('gap')} />
    ) : key === 'email' ? (
      <a href={`mailto:${value}`}>{value}</a>
    ) : key === 'phone' ? (
      <a href={telHref(value)}>{value}</a>
    ) : (
      value
    );
  const officer = (['name', 'position', 'email', 'phone'] as const).map((key) => ({
    key,
    label: t(`sections.officer.${key}`),
    value: factValue(key, facts.officer[key]),
  }));
  const department = (['name', 'email', 'phone'] as const).map((key) => ({
    key,
    label: t(`sections.officer.${key === 'name' ? 'department' : key}`),
    value: factValue(key, facts.department[key]),
  }));
  return (
    <>
      <h3 className={styles.subTitle}>{t('sections.officer.officerTitle')}</h3>
      <ContactList rows={officer} />
      <h3 className={styles.subTitle}>{t('sections.officer.departmentTitle')}</h3>
      <ContactList rows={department} />
    </>
  );
}
