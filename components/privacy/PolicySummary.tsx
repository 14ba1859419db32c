import { useLocale, useTranslations } from 'next-intl';
import { PlaceholderGap } from '@/components/ui/PlaceholderGap';
import type { PrivacyFacts } from '@/lib/content/siteFacts';
import { policyDate, policyVersions, retentionRows, topicParticle } from '@/lib/privacy/policy';
import styles from './PrivacyPage.module.css';

/**
 * The privacy policy's head: its effective date and version, the introduction naming the
 * controller (`legalName`), which text applies, and while anything on the page is still a marked
 * gap (a company fact, `facts` and `legalName` from lib/content/company.ts, or a retention row
 * the privacy officer has to fill) the note saying so.
 */
export function PolicySummary({
  facts,
  legalName,
}: {
  facts: PrivacyFacts;
  legalName: string | undefined;
}) {
  const t = useTranslations('Privacy');
  const locale = useLocale();
  const gapNode = <PlaceholderGap label={t('gap')} />;
  // A retention row may hold a <gap></gap> the privacy officer has to fill (the consent page's IP
  // address): a registered draft (lib/content/copyRegister.json), so no production build shows it.
  const hasGap =
    retentionRows.some((key) =>
      (t.raw(`sections.retention.rows.${key}`) as string).includes('<gap>'),
    ) ||
    !legalName ||
    !facts.effectiveDate ||
    !facts.enquiryRetentionMonths ||
    [...Object.values(facts.officer), ...Object.values(facts.department)].some((value) => !value);
  return (
    <div className={styles.summary}>
      <p className={styles.effective}>
        <span className={styles.effectiveLabel}>{t('effective')}</span>{' '}
        {facts.effectiveDate ? policyDate(facts.effectiveDate, locale) : gapNode}
        <span className={styles.version}>
          {t('version')} {policyVersions[0].id}
        </span>
      </p>
      <p>
        {t.rich('intro', {
          company: () => legalName ?? gapNode,
          particle: legalName ? topicParticle(legalName) : '은(는)',
        })}
      </p>
      <p lang={locale}>{t('language')}</p>
      {hasGap && <p className={styles.gapNote}>{t('gapNote')}</p>}
    </div>
  );
}
