'use client';

import { useId, useState } from 'react';
import { DisclosureIcon } from '@/components/ui/icons/DisclosureIcon';
import s from './contact.module.css';

export type QaItem = { id: string; question: string; answer: string };

/** Questions as disclosures: a heading holding a button (aria-expanded) that shows the answer. */
export function FaqList({
  items,
  headingLevel = 3,
}: {
  items: readonly QaItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = `h${headingLevel}` as 'h3';
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={s.faqList} role="list">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const answerId = `${base}-${item.id}`;
        return (
          <li key={item.id} className={s.faqItem} data-faq-id={item.id}>
            <Heading className={s.faqQuestion}>
              <button
                type="button"
                className={s.faqButton}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(item.id)}
              >
                <span className={s.faqQ} aria-hidden="true">
                  Q
                </span>
                <span className={s.faqText}>{item.question}</span>
                <DisclosureIcon className={s.faqChevron} />
              </button>
            </Heading>
            <div id={answerId} className={s.faqAnswer} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
