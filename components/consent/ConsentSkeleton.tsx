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
