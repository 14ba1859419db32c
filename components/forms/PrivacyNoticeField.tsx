'use client';

import { memo, type ChangeEvent, type FocusEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { marketingPages } from '@/lib/content/site';
import type { FieldLabelKey, FormDefinition } from '@/lib/forms/definitions';
import { privacyNoticeItems, itemMessageKey, purposeKey } from '@/lib/forms/privacyNoticeItems';
import { enquiryRetentionMonths } from '@/lib/privacy/retention';
import { ErrorText } from './Fields';
import { RetentionPeriod } from './RetentionPeriod';
import styles from './forms.module.css';

/**
 * The privacy notice and its agreement checkbox ("(required)" in its label) and the notice PIPA arts. 15 and 22 ask
 * for, shown without a click: this form's own items (required, then optional), purpose, retention,
 * the transfer to Slack (USA), what refusing means and that children under 14 may not use it;
 * the legal details fold away below.
 * The items come from the form's definition (lib/forms/privacyNoticeItems.ts), so they cannot drift.
 */
export const PrivacyNoticeField = memo(function PrivacyNoticeField({
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
  // Korean is the original: only a translation says which text applies.
  const translated = useLocale() !== 'ko';
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const items = privacyNoticeItems(definition);
  const list = (labels: readonly FieldLabelKey[]) =>
    labels.map((label) => t(itemMessageKey(label))).join(', ');
  const rows = [
    {
      key: 'items',
      label: t('privacyNotice.items'),
      value: (
        <>
          {list(items.required)} ({t('privacyNotice.required')})
          {items.optional.length > 0 && (
            <>
              {' · '}
              {list(items.optional)} ({t('privacyNotice.optional')})
            </>
          )}
        </>
      ),
    },
    {
      key: 'purpose',
      label: t('privacyNotice.purposeLabel'),
      value: t(`privacyNotice.purpose.${purposeKey(definition.id)}`),
    },
    {
      key: 'retention',
      label: t('privacyNotice.retentionLabel'),
      value: t.rich('privacyNotice.retention', {
        period: () => <RetentionPeriod months={enquiryRetentionMonths} />,
      }),
    },
    {
      key: 'overseas',
      label: t('privacyNotice.overseasLabel'),
      value: t('privacyNotice.overseas'),
    },
    { key: 'refuse', label: t('privacyNotice.refuseLabel'), value: t('privacyNotice.refuse') },
    // Children under 14 (PIPA art. 22-2): a draft for counsel (copyRegister.json).
    {
      key: 'children',
      label: t('privacyNotice.childrenLabel'),
      value: t('privacyNotice.children'),
    },
  ];
  return (
    <div className={`${styles.privacyNoticeBox} ${styles.wide}`}>
      <label className={styles.privacyNoticeAccepted} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name="privacyNoticeAccepted"
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[noticeId, error ? errorId : ''].join(' ').trim()}
        />
        <span>
          {t('privacyNoticeAgree')}{' '}
          <strong className={styles.required}>{t('privacyNoticeRequired')}</strong>
        </span>
      </label>
      <dl id={noticeId} className={styles.notice} aria-label={t('privacyNotice.title')}>
        {rows.map((row) => (
          <div key={row.key} className={styles.noticeRow} data-privacy-notice={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.privacy}>
        <summary>{t('privacyNotice.more')}</summary>
        <ul>
          {(t.raw('privacyNotice.details') as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {translated && <li>{t('privacyNotice.translationNote')}</li>}
        </ul>
      </details>
      <Link href={marketingPages.privacy} className={styles.privacyLink} target="_blank">
        {t('privacyLink')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </Link>
      <ErrorText id={errorId} error={error} />
    </div>
  );
});
