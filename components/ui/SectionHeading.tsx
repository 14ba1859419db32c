import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

type SectionHeadingProps = {
  /** Small label above the title. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  /** The title's id, for an `aria-labelledby` on the section. */
  titleId?: string;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** 'md' is the smaller title of the contact pages' blocks. */
  size?: 'lg' | 'md';
  /** On the dark brand band (Section tone 'brand'). */
  onBrand?: boolean;
  className?: string;
};

/** The small brand-coloured label above a heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}

/** The one eyebrow / title / lead heading of a section, used by Section and by any block with its own. */
export function SectionHeading({
  eyebrow,
  title,
  titleId,
  lead,
  align = 'start',
  size = 'lg',
  onBrand = false,
  className,
}: SectionHeadingProps) {
  const classes = [
    styles.heading,
    align === 'center' && styles.center,
    size === 'md' && styles.md,
    onBrand && styles.onBrand,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
