import styles from './placeholderMarks.module.css';

/**
 * The "sample" mark beside a file the site offers that is only a placeholder (docs/copy.md): a
 * visible word, and for a screen reader the sentence saying why.
 */
export function SampleBadge({
  label,
  note,
  overlay = false,
}: {
  label: string;
  note: string;
  /** Set over a picture, at its top left corner (its parent is positioned). */
  overlay?: boolean;
}) {
  return (
    <span className={`${styles.badge} ${overlay ? styles.overlay : ''}`} data-sample-asset="">
      {label}
      <span className="visually-hidden"> — {note}</span>
    </span>
  );
}
