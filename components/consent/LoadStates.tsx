import button from '@/components/ui/button.module.css';
import { isNotFound, isUnauthorized } from './hooks';
import type { ConsentStrings } from './strings';
import styles from './consent.module.css';

/** Placeholder blocks in the shape of the page while it loads. */
export function ConsentSkeleton({
  label,
  withButton = true,
}: {
  label: string;
  withButton?: boolean;
}) {
  return (
    <div className={styles.article} role="status" aria-live="polite" data-testid="consent-skeleton">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneShort}`} />
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneTitle} ${styles.boneHalf}`} />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={`${styles.bone} ${i === 4 ? styles.boneHalf : ''}`} />
        ))}
        {withButton && <div className={`${styles.bone} ${styles.boneButton}`} />}
      </div>
    </div>
  );
}

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
