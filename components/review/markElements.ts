import { REVIEW_MARK_ATTRIBUTE } from './reviewMarkers';
import type { ReviewItem } from '@/lib/review/scanPage';

const OUTLINE = '2px dashed #c026d3';

/**
 * Outlines each element of the items and names their numbers in an attribute; returns the undoing.
 * The outline is set through the element's style object, which the strict style policy allows.
 */
export function markElements(items: readonly ReviewItem[]): () => void {
  const before = new Map<HTMLElement, { outline: string; offset: string }>();
  const numbers = new Map<HTMLElement, number[]>();
  for (const item of items) {
    for (const element of item.elements) {
      if (!(element instanceof HTMLElement)) continue;
      if (!before.has(element)) {
        before.set(element, {
          outline: element.style.outline,
          offset: element.style.outlineOffset,
        });
        element.style.outline = OUTLINE;
        element.style.outlineOffset = '2px';
      }
      numbers.set(element, [...(numbers.get(element) ?? []), item.number]);
    }
  }
  for (const [element, list] of numbers)
    element.setAttribute(REVIEW_MARK_ATTRIBUTE, list.join(' '));
  return () => {
    for (const [element, style] of before) {
      element.style.outline = style.outline;
      element.style.outlineOffset = style.offset;
      element.removeAttribute(REVIEW_MARK_ATTRIBUTE);
    }
  };
}
