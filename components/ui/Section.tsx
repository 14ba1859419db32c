import type { ReactNode } from 'react';
import styles from './Section.module.css';

type SectionProps = {
  id?: string;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  /** 'alt' is the soft grey band, 'brand' the dark brand band. */
  tone?: 'plain' | 'alt' | 'brand';
  align?: 'start' | 'center';
  headingLevel?: 2 | 3;
  children?: ReactNode;
  className?: string;
};

/** A page section: vertical rhythm, optional eyebrow, heading and lead, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  align = 'start',
  headingLevel = 2,
  children,
  className,
}: SectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
    >
      <div className="container">
        {(eyebrow || title || lead) && (
          <div className={[styles.intro, align === 'center' ? styles.center : ''].join(' ')}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && <Heading className={styles.title}>{title}</Heading>}
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
