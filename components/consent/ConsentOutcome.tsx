import { getTranslations } from 'next-intl/server';
import button from '@/components/ui/button.module.css';
import { Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/consent/formatDate';
import type { Outcome } from '@/lib/consent/outcome';
import { ConsentMessage } from './ConsentMessage';
import { ConsentShell } from './ConsentShell';

export type ConsentOutcomeProps = {
  /** consentEnd (consent no longer possible) or consentError (consent was not recorded). */
  page: 'end' | 'error';
  locale: Locale;
  /** The agreement the URL names, when it named a valid one. */
  idx: number | undefined;
  outcome: Outcome;
};

/**
 * The end and error pages: every word is the site's own, the case and any date are the backend's
 * (lib/consent/outcome.ts). Nothing from the query string but a validated agreement number.
 */
export async function ConsentOutcome(props: ConsentOutcomeProps) {
  return <ConsentShell>{await outcomeMessage(props)}</ConsentShell>;
}

async function outcomeMessage({ page, locale, idx, outcome }: ConsentOutcomeProps) {
  const t = await getTranslations('Consent');
  const retry = idx !== undefined && (
    <Link
      href={`/private/consent/${idx}`}
      className={`${button.button} ${button.primary} ${button.block}`}
      style={{ minHeight: 56 }}
    >
      {t('retry')}
    </Link>
  );

  switch (outcome.kind) {
    case 'agreed': {
      const date = formatDate(outcome.date, locale);
      return (
        <ConsentMessage tone="done" title={t('endAgreedTitle')}>
          <p>{t('endAgreedText')}</p>
          {date && <p>{t('endAgreedAt', { date })}</p>}
          <p>{t('closeHint')}</p>
        </ConsentMessage>
      );
    }
    case 'expired': {
      const date = formatDate(outcome.date, locale);
      return (
        <ConsentMessage tone="info" title={t('endExpiredTitle')}>
          <p>{t('endExpiredText')}</p>
          {date && <p>{t('endExpiredAt', { date })}</p>}
        </ConsentMessage>
      );
    }
    case 'not-found':
      return (
        <ConsentMessage tone="warn" title={t('notFoundTitle')}>
          <p>{t('notFoundText')}</p>
        </ConsentMessage>
      );
    case 'waiting':
      // Consent can still be given: the end page has nothing to say, the consent page does.
      if (page === 'end' && idx !== undefined)
        redirect({ href: `/private/consent/${idx}`, locale });
      break;
    case 'unknown':
      if (page === 'end')
        return (
          <ConsentMessage tone="info" title={t('endTitle')}>
            <p>{t('endText')}</p>
          </ConsentMessage>
        );
  }
  if (idx === undefined)
    return (
      <ConsentMessage tone="warn" title={t('errorGenericTitle')}>
        <p>{t('errorGenericText')}</p>
      </ConsentMessage>
    );
  return (
    <ConsentMessage tone="warn" title={t('errorTitle')} action={retry}>
      <p>{t('errorText')}</p>
    </ConsentMessage>
  );
}
