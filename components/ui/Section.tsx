import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';
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

/** A page section: vertical rhythm, an optional SectionHeading, then its content. */
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
          <SectionHeading
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align={align}
            onBrand={tone === 'brand'}
            className={styles.heading}
          />
        )}
        {children}
      </div>
    </section>
  );
}
