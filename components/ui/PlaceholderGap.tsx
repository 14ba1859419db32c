import { getTranslations } from 'next-intl/server';
import styles from './placeholderMarks.module.css';

/**
 * A company fact nobody has confirmed yet (lib/content/companyFacts.json): a visibly marked gap,
 * never the sample value. Only non-production builds ever render it (a declared production build
 * refuses placeholders). `label` overrides the default "coming soon" (준비 중; docs/glossary.md).
 */
export async function PlaceholderGap({ label }: { label?: string }) {
  const text = label ?? (await getTranslations('Common'))('placeholder');
  return (
    <span className={styles.gap} data-placeholder="">
      {text}
    </span>
  );
}
