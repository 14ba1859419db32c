/**
 * Whether an element is rendered (it and its ancestors not `display: none`): Element.checkVisibility()
 * where the browser has it; Safari before 17.4 has not, and there an element that is not rendered
 * has no layout boxes.
 */
export function isRendered(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.getClientRects().length > 0;
}
