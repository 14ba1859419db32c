'use client';

import { createTranslator, useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { pageOfPath } from '@/lib/review/pageOfPath';
import type { ReviewData } from '@/lib/review/reviewData';
import { ReviewMarks } from './ReviewMarks';
import { ReviewPanel } from './ReviewPanel';
import { REVIEW_ROOT_ATTRIBUTE } from './reviewMarkers';
import { scanPage, type ReviewItem } from '@/lib/review/scanPage';
import styles from './ReviewMode.module.css';

type Loaded = { locale: string; data?: ReviewData; failed?: boolean };

/** Changes to the page that may show or hide a draft: nodes, text, a tab or an answer opened. */
const WATCHED: MutationObserverInit = {
  childList: true,
  subtree: true,
  characterData: true,
  attributeFilter: ['hidden', 'open'],
};

/**
 * The review mode (docs/copy.md), a chunk of its own: fetches the language's
 * drafts and placeholder assets from the build's review route, finds them on the page, outlines
 * and numbers them, and lists them in a panel; it looks again when the page changes.
 */
export default function ReviewMode({
  loadError,
  onClose,
}: {
  /** Said when the list cannot be fetched (the other labels come with the list). */
  loadError: string;
  onClose: () => void;
}) {
  const locale = useLocale();
  const pathname = usePathname();
  const [loaded, setLoaded] = useState<Loaded>({ locale });
  const [items, setItems] = useState<ReviewItem[]>([]);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let live = true;
    fetch(`/api/review/${locale}`)
      .then((response) =>
        response.ok ? (response.json() as Promise<ReviewData>) : Promise.reject(),
      )
      .then(
        (data) => live && setLoaded({ locale, data }),
        () => live && setLoaded({ locale, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [locale]);

  const data = loaded.locale === locale ? loaded.data : undefined;
  useEffect(() => {
    if (!data) return;
    const root = anchor.current?.closest(`[${REVIEW_ROOT_ATTRIBUTE}]`) ?? null;
    const scan = () =>
      setItems(
        scanPage(data, pageOfPath(window.location.pathname), document.body, root, location.href),
      );
    scan();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver((mutations) => {
      if (mutations.every((mutation) => root?.contains(mutation.target))) return;
      clearTimeout(timer);
      timer = setTimeout(scan, 250);
    });
    // The page's own content: the header, footer and overlays change as the visitor moves around.
    observer.observe(document.querySelector('main') ?? document.body, WATCHED);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [data, pathname]);

  const t = useMemo(
    () =>
      data && createTranslator({ locale, messages: { Review: data.labels }, namespace: 'Review' }),
    [data, locale],
  );

  return (
    <>
      <span ref={anchor} hidden />
      {t ? (
        <>
          <ReviewMarks items={items} />
          <ReviewPanel items={items} t={t} onClose={onClose} />
        </>
      ) : (
        loaded.failed && (
          <p role="alert" className={styles.failed}>
            {loadError}
          </p>
        )
      )}
    </>
  );
}
