import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { browserDsn, serverDsn } from '@/lib/config/sentryDsn';
import { overseasParticulars, overseasRecipients } from '@/lib/privacy/policy';
import { ContactList } from './ContactList';
import styles from './PrivacyPage.module.css';

/**
 * The policy's overseas-transfer section body (docs/privacy.md): whether error reports are sent in
 * this deployment, then each recipient abroad with its particulars.
 */
export async function OverseasRecipients({
  locale,
  period,
}: {
  locale: Locale;
  /** The enquiry retention period, as a rich-text tag (a gap while it is not set). */
  period: () => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const tf = await getTranslations({ locale, namespace: 'Forms' });
  const sentryOn = Boolean(browserDsn || serverDsn());
  return (
    <>
      <p className={styles.status} data-sentry={sentryOn ? 'on' : 'off'}>
        {t(sentryOn ? 'sections.overseas.sentryOn' : 'sections.overseas.sentryOff')}
      </p>
      {overseasRecipients.map((recipient) => (
        <div
          key={recipient.id}
          className={styles.recipient}
          id={`privacy-overseas-${recipient.id}`}
        >
          <h3 className={styles.subTitle}>{recipient.entity}</h3>
          <ContactList
            rows={[
              {
                key: 'contact',
                label: t('sections.overseas.labels.contact'),
                value: (
                  <a href={recipient.privacyUrl} target="_blank" rel="noopener noreferrer">
                    {t('sections.overseas.contact')}
                    <span className="visually-hidden">
                      {' '}
                      ({recipient.entity}) {tf('newTab')}
                    </span>
                  </a>
                ),
              },
              ...overseasParticulars.map((key) => ({
                key,
                label: t(`sections.overseas.labels.${key}`),
                value: t.rich(`sections.overseas.recipients.${recipient.id}.${key}`, {
                  period,
                }),
              })),
            ]}
          />
        </div>
      ))}
    </>
  );
}
