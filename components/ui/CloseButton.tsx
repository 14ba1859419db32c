import type { CSSProperties } from 'react';
import { CloseIcon } from './icons/CloseIcon';
import styles from './CloseButton.module.css';

/**
 * The round × button of dialogs, the drawer and the banner; size and colour come from className.
 * The × is the button's own ::before, masked in the text colour: no <svg> elements for a decoration
 * (the label names the button; docs/performance.md).
 */
export function CloseButton({
  label,
  onClick,
  className,
  iconSize,
  iconWeight,
  inlineIcon = false,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  /** the ×'s size in px (20) */
  iconSize?: number;
  /** its stroke in the 24-unit drawing: 2, or 2.2 for a bolder one */
  iconWeight?: 2 | 2.2;
  /**
   * Draw the × as an inline <svg> rather than the mask: for a button that first appears on a click
   * (the drawer), where the mask's SVG image would be decoded inside that click
   * (docs/performance.md).
   */
  inlineIcon?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${styles.close} ${inlineIcon ? styles.inline : iconWeight === 2.2 ? styles.bold : ''} ${className ?? ''}`}
      style={iconSize ? ({ '--close-icon-size': `${iconSize}px` } as CSSProperties) : undefined}
      onClick={onClick}
      aria-label={label}
    >
      {inlineIcon && <CloseIcon size={iconSize} />}
    </button>
  );
}
