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
  /**
   * Where it stands, each with the look that place has always had:
   * - `section`: Section's own heading (and a lone title in a page's block); the lead a step
   *   smaller on phones.
   * - `block`: a block's heading on the home and service pages; the lead keeps its size on phones.
   * - `tight`: as `block`, with one body step (not two) between the lead and what follows.
   * - `prose`: the company and laboratory intros; a plain eyebrow, the title as far from the text
   *   as any h2 of the body.
   * - `contact`: the contact pages' blocks; a plain eyebrow, a smaller title closer to its lead,
   *   the lead keeps its size on phones.
   */
  variant?: 'section' | 'block' | 'tight' | 'prose' | 'contact';
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
  variant = 'section',
  onBrand = false,
  className,
}: SectionHeadingProps) {
  const classes = [
    styles.heading,
    align === 'center' && styles.center,
    styles[variant],
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
