import { CloseIcon } from './icons/CloseIcon';
import styles from './CloseButton.module.css';

/** The round × button of dialogs, the drawer and the banner; size and colour come from className. */
export function CloseButton({
  label,
  onClick,
  className,
  iconSize,
  iconWeight,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  iconSize?: number;
  iconWeight?: number;
}) {
  return (
    <button
      type="button"
      className={`${styles.close} ${className ?? ''}`}
      onClick={onClick}
      aria-label={label}
    >
      <CloseIcon size={iconSize} weight={iconWeight} />
    </button>
  );
}
