import type { ReactNode } from 'react';
import { Section } from '@/components/ui/Section';
import s from './contact.module.css';

/** The band that holds a form placed by the forms helper. */
export function FormSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone="alt" title={title} lead={lead}>
      <div className={s.formCard}>{children}</div>
    </Section>
  );
}
