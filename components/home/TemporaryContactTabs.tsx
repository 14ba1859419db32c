'use client';

// Temporary placement by the forms branch: take the content helper's contact section.
import { useState, type KeyboardEvent } from 'react';
import { AdminInquiryForm, ProposalForm, ResidentInquiryForm } from '@/components/forms';

const ids = ['resident', 'admin', 'proposal'] as const;

export function TemporaryContactTabs({ labels }: { labels: Record<(typeof ids)[number] | 'title', string> }) {
  const [active, setActive] = useState<(typeof ids)[number]>('resident');
  function onKeyDown(event: KeyboardEvent) {
    const index = ids.indexOf(active);
    const next = event.key === 'ArrowRight' ? (index + 1) % 3 : event.key === 'ArrowLeft' ? (index + 2) % 3 : -1;
    if (next < 0) return;
    setActive(ids[next]!);
    document.getElementById(`contact-tab-${ids[next]}`)?.focus();
  }
  return (
    <section id="contact" aria-labelledby="contact-title" className="container">
      <h2 id="contact-title">{labels.title}</h2>
      <div role="tablist" aria-label={labels.title} onKeyDown={onKeyDown}>
        {ids.map((id) => (
          <button
            key={id}
            id={`contact-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={active === id}
            aria-controls={`contact-panel-${id}`}
            tabIndex={active === id ? 0 : -1}
            onClick={() => setActive(id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      {ids.map((id) => (
        <div key={id} id={`contact-panel-${id}`} role="tabpanel" aria-labelledby={`contact-tab-${id}`} hidden={active !== id}>
          {active === id && (id === 'resident' ? <ResidentInquiryForm /> : id === 'admin' ? <AdminInquiryForm /> : <ProposalForm />)}
        </div>
      ))}
    </section>
  );
}
