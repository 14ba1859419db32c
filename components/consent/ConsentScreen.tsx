'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { localizedPath } from '@/lib/routing/paths';
import type { Locale } from '@/i18n/routing';
import { paragraphs, type Agreement } from '@/lib/consent/schema';
import { formatDate } from '@/lib/consent/formatDate';
import button from '@/components/ui/button.module.css';
import { isUnauthorized, useAgreement, useGiveConsent } from './agreementQueries';
import { useConsentNavigation } from './useConsentNavigation';
import { ConsentProviders } from './ConsentProviders';
import { ConsentSkeleton } from './ConsentSkeleton';
import { isRetryableFailure, LoadError } from './LoadStates';
import type { ConsentStrings } from './strings';
import styles from './consent.module.css';

const subscribeToNothing = () => () => {};

const doneKey = (idx: number) => `chaedle.consent.done.${idx}`;

function markDone(idx: number) {
  try {
    window.sessionStorage.setItem(doneKey(idx), '1');
  } catch {
    // Storage blocked: the replace() navigation still keeps Back from resending.
  }
}

function wasDone(idx: number): boolean {
  try {
    return window.sessionStorage.getItem(doneKey(idx)) === '1';
  } catch {
    return false;
  }
}

type Props = {
  idx: number;
  locale: Locale;
  strings: ConsentStrings;
  initialAgreement?: Agreement;
};

/** /private/consent/{idx} with its data layer (React Query and the API client). */
export function ConsentScreen(props: Props) {
  return (
    <ConsentProviders>
      <Consent {...props} />
    </ConsentProviders>
  );
}

/** Read the agreement, show it, and record consent with one tap. */
function Consent({ idx, locale, strings, initialAgreement }: Props) {
  const query = useAgreement(idx, initialAgreement);
  const replace = useConsentNavigation(locale, idx, query.error);
  const consent = useGiveConsent(idx);
  const sent = useRef(false);
  // The server's HTML shows the agreement before the scripts run; its button stays disabled until
  // they do, so a resident's early tap on a slow phone is never silently lost.
  const interactive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const agreement = query.data;

  // Consent already given in this tab (e.g. Back after completion): never send it again.
  useEffect(() => {
    if (wasDone(idx)) replace('/private/consentComplete');
  }, [idx, replace]);

  // The end page asks the backend itself which case applies: the URL carries only the number.
  useEffect(() => {
    if (!agreement || agreement.status === 'WAITING') return;
    replace(`/private/consentEnd?idx=${idx}`);
  }, [agreement, idx, replace]);

  function agree() {
    // One tap, one PUT: the ref closes the gap before React re-renders the disabled button.
    if (sent.current) return;
    sent.current = true;
    consent.mutate(undefined, {
      onSuccess: () => {
        markDone(idx);
        replace('/private/consentComplete');
      },
      onError: (error) => {
        if (isUnauthorized(error)) return; // the API client is already going to /sign-in
        replace(`/private/consentError?idx=${idx}`);
      },
    });
  }

  if (isRetryableFailure(query)) return <LoadError query={query} strings={strings} />;
  if (!agreement || agreement.status !== 'WAITING')
    return <ConsentSkeleton label={strings.loading} />;

  const busy = consent.isPending || consent.isSuccess;
  const until = formatDate(agreement.endDate, locale);

  return (
    <article className={styles.article} aria-labelledby="consent-title">
      <p className={styles.site}>
        <span className={styles.siteLabel}>{strings.siteLabel}</span>
        <span className={styles.siteName}>{agreement.constructionName}</span>
      </p>
      <h1 id="consent-title" className={styles.title}>
        {agreement.title}
      </h1>
      <div className={styles.content}>
        {paragraphs(agreement.content).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <p className={styles.termsLinkRow}>
        <a href={localizedPath(locale, `/private/terms/${idx}`)} className={styles.termsLink}>
          {strings.termsLink}
          <span aria-hidden="true"> ›</span>
        </a>
      </p>
      {until && <p className={styles.period}>{strings.periodUntil.replace('{date}', until)}</p>}
      <div className={styles.actionBar}>
        <p className={styles.hint} id="agree-hint">
          {strings.agreeHint}
        </p>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${button.block} ${styles.agree}`}
          onClick={agree}
          disabled={busy || !interactive}
          aria-describedby="agree-hint"
        >
          {consent.isPending ? strings.agreeing : strings.agree}
        </button>
      </div>
    </article>
  );
}
