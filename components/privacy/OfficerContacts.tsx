import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import { privacyFacts } from '@/lib/content/company';
import { telHref } from '@/lib/routing/tel';
import { ContactList } from './ContactList';
import styles from './PrivacyPage.module.css';

/**
 * The privacy officer and the department that handles requests: company facts, each a link where it
 * is an address and a marked gap until it is confirmed.
 */
export async function OfficerContacts({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const facts = privacyFacts(locale);
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
