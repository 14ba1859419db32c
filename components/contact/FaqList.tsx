'use client';

import { memo, useCallback, useId, useState } from 'react';
import { DisclosureIcon } from '@/components/ui/icons/DisclosureIcon';
import s from './contact.module.css';

export type QaItem = { id: string; question: string; answer: string };

type HeadingTag = 'h2' | 'h3' | 'h4';

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
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return (
    <ul className={s.faqList} role="list">
      {items.map((item) => (
        <FaqEntry
          key={item.id}
          item={item}
          answerId={`${base}-${item.id}`}
          heading={`h${headingLevel}`}
          expanded={open.has(item.id)}
          onToggle={toggle}
        />
      ))}
    </ul>
  );
}

/** One question. Memoised: a tap re-renders the question it opens (docs/performance.md). */
const FaqEntry = memo(function FaqEntry({
  item,
  answerId,
  heading: Heading,
  expanded,
  onToggle,
}: {
  item: QaItem;
  answerId: string;
  heading: HeadingTag;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <li className={s.faqItem} data-faq-id={item.id}>
      <Heading className={s.faqQuestion}>
        <button
          type="button"
          className={s.faqButton}
          aria-expanded={expanded}
          aria-controls={answerId}
          onClick={() => onToggle(item.id)}
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
});
