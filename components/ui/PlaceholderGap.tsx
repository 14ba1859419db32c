import { useTranslations } from 'next-intl';
import styles from './placeholderMarks.module.css';

/**
 * A company fact nobody has confirmed yet (lib/content/companyFacts.json): a visibly marked gap,
 * never the sample value. Only non-production builds ever render it (a declared production build
 * refuses placeholders). `label` overrides the default "coming soon" (준비 중; docs/glossary.md).
 * Not async, so the components that show facts render in unit tests too (next-intl's testing advice).
 */
export function PlaceholderGap({ label }: { label?: string }) {
  const t = useTranslations('Common');
  return (
    <span className={styles.gap} data-placeholder="">
      {label ?? t('placeholder')}
    </span>
  );
}
