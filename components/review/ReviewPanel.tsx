'use client';

import type { createTranslator } from 'next-intl';
import { useId } from 'react';
import type { ReviewLabels } from '@/lib/review/reviewData';
import type { ReviewItem } from '@/lib/review/scanPage';
import styles from './ReviewMode.module.css';

type Translate = ReturnType<typeof createTranslator<{ Review: ReviewLabels }, 'Review'>>;

function show(item: ReviewItem) {
  const element = item.elements.find((candidate) => candidate.getClientRects().length > 0);
  element?.scrollIntoView({ block: 'center', behavior: 'instant' });
}

function Status({ item, t }: { item: ReviewItem; t: Translate }) {
  if (item.elements.length === 0) return <p className={styles.status}>{t('notFound')}</p>;
  return (
    <p className={styles.status}>
      {t('found', { count: item.elements.length })}
      {item.shown < item.elements.length && ` · ${t('hidden')}`}
    </p>
  );
}

/** Where to change the entry: the text (drafts) or the file (assets), then its confirmation. */
function WhereToEdit({ item, t }: { item: ReviewItem; t: Translate }) {
  const section = item.kind === 'draft' ? 'drafts' : 'assets';
  return (
    <dl className={styles.where}>
      {item.kind === 'draft' ? (
        <>
          <dt>{t('editText')}</dt>
          <dd>
            <code>messages/ko.json</code> (en, vi) → <code>{item.name}</code>
            {item.keys.length > 0 && (
              <details className={styles.keys}>
                <summary>
                  {t('key')} ({item.keys.length})
                </summary>
                <ul>
                  {item.keys.map((key) => (
                    <li key={key}>
                      <code>{key}</code>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </dd>
        </>
      ) : (
        <>
          <dt>{t('replaceWith')}</dt>
          <dd>
            <code>public/{item.name}</code>: {item.replaceWith}
          </dd>
        </>
      )}
      <dt>{t('confirm')}</dt>
      <dd>
        <code>lib/content/copyRegister.json</code> → {section} →{' '}
        <code>&quot;{item.name}&quot;</code> → <code>&quot;confirmed&quot;: true</code>
      </dd>
    </dl>
  );
}

/**
 * The review mode's list (docs/copy.md): a labelled region at the side of a
 * desktop page, above the switch at the foot of a phone's, one numbered entry per draft or sample.
 */
export function ReviewPanel({
  items,
  t,
  onClose,
}: {
  items: readonly ReviewItem[];
  t: Translate;
  onClose: () => void;
}) {
  const titleId = useId();
  const drafts = items.filter((item) => item.kind === 'draft').length;
  return (
    <section className={styles.panel} role="region" aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId}>{t('panelTitle')}</h2>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <p className={styles.summary} aria-live="polite">
        {t('summary', { drafts, assets: items.length - drafts })}
      </p>
      {items.length === 0 ? (
        <p className={styles.none}>{t('none')}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.name}`} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.number} aria-hidden="true">
                  {item.number}
                </span>
                <span className={item.kind === 'draft' ? styles.draft : styles.asset}>
                  {t(item.kind)}
                </span>
                <code className={styles.name}>{item.name}</code>
                {item.shown > 0 && (
                  <button type="button" className={styles.show} onClick={() => show(item)}>
                    {t('show')}
                    <span className="visually-hidden"> {item.number}</span>
                  </button>
                )}
              </div>
              <p className={styles.note}>
                <span className={styles.label}>{t(item.kind === 'draft' ? 'why' : 'asset')}: </span>
                {item.note}
              </p>
              <p className={styles.pages}>
                <span className={styles.label}>{t('pages')}: </span>
                {item.pages.join(', ')}
              </p>
              <WhereToEdit item={item} t={t} />
              <Status item={item} t={t} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
