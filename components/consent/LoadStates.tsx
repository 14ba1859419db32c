import button from '@/components/ui/button.module.css';
import { isNotFound, isUnauthorized } from './agreementQueries';
import type { ConsentStrings } from './strings';
import styles from './consent.module.css';

type Read = { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/**
 * A failed read the resident can retry: not a 404 (the page moves to consentError) nor a 401 (the
 * API client is already on its way to /sign-in).
 */
export function isRetryableFailure(query: Read): boolean {
  return query.isError && !isNotFound(query.error) && !isUnauthorized(query.error);
}

/** The page could not load its data: say so and offer a retry (the toast has already told why). */
export function LoadError({
  query,
  strings,
}: {
  query: Read;
  strings: Pick<ConsentStrings, 'loadErrorTitle' | 'loadErrorText' | 'retry'>;
}) {
  return (
    <div className={`${styles.article} ${styles.centered}`} role="alert">
      <div className={`${styles.icon} ${styles.iconWarn}`} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{strings.loadErrorTitle}</h1>
      <p className={styles.lead}>{strings.loadErrorText}</p>
      <div className={styles.inlineAction}>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${button.block} ${styles.agree}`}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {strings.retry}
        </button>
      </div>
    </div>
  );
}
