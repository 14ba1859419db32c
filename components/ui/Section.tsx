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
  children,
  className,
}: SectionProps) {
  return (
    <section
      id={id}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
    >
      <div className="container">
        {(eyebrow || title || lead) && (
          <div className={[styles.intro, align === 'center' ? styles.center : ''].join(' ')}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && <h2 className={styles.title}>{title}</h2>}
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
