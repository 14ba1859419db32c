'use client';

import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { marketingPages } from '@/lib/content/site';
import type { FieldLabelKey, FormDefinition } from '@/lib/forms/definitions';
import { privacyNoticeItems, itemMessageKey, purposeKey } from '@/lib/forms/privacyNoticeItems';
import { enquiryRetentionMonths } from '@/lib/privacy/retention';
import gapStyles from '@/components/ui/PlaceholderGap.module.css';
import { ErrorText } from './Fields';
import styles from './forms.module.css';

/**
 * The privacy notice and its agreement checkbox ("(required)" in its label) and the notice PIPA arts. 15 and 22 ask
 * for, shown without a click: this form's own items (required, then optional), purpose, retention,
 * the transfer to Slack (USA) and what refusing means; the legal details fold away below.
 * The items come from the form's definition (lib/forms/privacyNoticeItems.ts), so they cannot drift.
 */
export function PrivacyNoticeField({
  id,
  definition,
  checked,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  definition: FormDefinition;
  checked: boolean;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const t = useTranslations('Forms');
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const items = privacyNoticeItems(definition);
  const list = (labels: readonly FieldLabelKey[]) =>
    labels.map((label) => t(itemMessageKey(label))).join(', ');
  const rows = [
    {
      key: 'items',
      label: t('consent.items'),
      value: (
        <>
          {list(items.required)} ({t('consent.required')})
          {items.optional.length > 0 && (
            <>
              {' · '}
              {list(items.optional)} ({t('consent.optional')})
            </>
          )}
        </>
      ),
    },
    {
      key: 'purpose',
      label: t('consent.purposeLabel'),
      value: t(`consent.purpose.${purposeKey(definition.id)}`),
    },
    {
      key: 'retention',
      label: t('consent.retentionLabel'),
      value: t.rich('consent.retention', {
        period: () =>
          enquiryRetentionMonths ? (
            t('consent.months', { count: enquiryRetentionMonths })
          ) : (
            <span className={gapStyles.gap} data-placeholder="">
              {t('consent.gap')}
            </span>
          ),
      }),
    },
    { key: 'overseas', label: t('consent.overseasLabel'), value: t('consent.overseas') },
    { key: 'refuse', label: t('consent.refuseLabel'), value: t('consent.refuse') },
  ];
  return (
    <div className={`${styles.privacyNoticeBox} ${styles.wide}`}>
      <label className={styles.privacyAgreement} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name="privacyAgreement"
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[noticeId, error ? errorId : ''].join(' ').trim()}
        />
        <span>
          {t('privacyConsent')} <strong className={styles.required}>{t('consentRequired')}</strong>
        </span>
      </label>
      <dl id={noticeId} className={styles.notice} aria-label={t('consent.title')}>
        {rows.map((row) => (
          <div key={row.key} className={styles.noticeRow} data-privacy-notice={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.privacy}>
        <summary>{t('consent.more')}</summary>
        <ul>
          {(t.raw('consent.details') as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <Link href={marketingPages.privacy} className={styles.privacyLink} target="_blank">
        {t('privacyLink')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </Link>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
