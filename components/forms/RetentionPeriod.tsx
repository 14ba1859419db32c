'use client';

import { useTranslations } from 'next-intl';
import gapStyles from '@/components/ui/placeholderMarks.module.css';

/**
 * How long an enquiry is kept, in a form's privacy notice: `months` (a company fact,
 * lib/privacy/retention.ts), or a marked gap while it is a placeholder.
 */
export function RetentionPeriod({ months }: { months: number | undefined }) {
  const t = useTranslations('Forms');
  return months ? (
    t('privacyNotice.months', { count: months })
  ) : (
    <span className={gapStyles.gap} data-placeholder="">
      {t('privacyNotice.gap')}
    </span>
  );
}
