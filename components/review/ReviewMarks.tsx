'use client';

import { useEffect, useState } from 'react';
import { markElements } from './markElements';
import type { ReviewItem } from '@/lib/review/scanPage';
import styles from './ReviewMode.module.css';

type Badge = { key: string; number: number; top: number; left: number };

/** Where each shown element's badge goes: its top left corner, in page coordinates. */
function badgesOf(items: readonly ReviewItem[]): Badge[] {
  return items.flatMap((item) =>
    item.elements.flatMap((element, index) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return [];
      return [
        {
          key: `${item.number}-${index}`,
          number: item.number,
          top: Math.max(0, rect.top + window.scrollY - 10),
          left: Math.max(0, rect.left + window.scrollX - 10),
        },
      ];
    }),
  );
}

/** The review mode's marks on the page: an outline on each element, a numbered badge at its corner. */
export function ReviewMarks({ items }: { items: readonly ReviewItem[] }) {
  const [badges, setBadges] = useState<Badge[]>([]);

  useEffect(() => {
    const unmark = markElements(items);
    const place = () => setBadges(badgesOf(items));
    const frame = requestAnimationFrame(place);
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
      unmark();
    };
  }, [items]);

  return (
    <div className={styles.badges} aria-hidden="true">
      {badges.map((badge) => (
        <span key={badge.key} className={styles.badge} style={{ top: badge.top, left: badge.left }}>
          {badge.number}
        </span>
      ))}
    </div>
  );
}
