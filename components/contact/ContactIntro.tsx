import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/SectionHeading';
import s from './contact.module.css';

/** The opening block of a contact page with a form: eyebrow, heading, lead, then its points. */
export function ContactIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className={s.block}>
      <SectionHeading eyebrow={eyebrow} title={title} lead={lead} variant="contact" />
      {children}
    </div>
  );
}
