import type { ReactNode } from 'react';
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
      <p className={s.eyebrow}>{eyebrow}</p>
      <h2 className={s.h2}>{title}</h2>
      <p className={s.lead}>{lead}</p>
      {children}
    </div>
  );
}
