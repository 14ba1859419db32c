/**
 * The review mode's names in the page (docs/copy.md). "chaedle-copy-review" is
 * the mode's marker: the production e2e test (e2e/site/content/copy-review-absent.spec.ts) greps
 * the production
 * build's output for it and must find nothing.
 */
export const REVIEW_ROOT_ATTRIBUTE = 'data-chaedle-copy-review';
/** On each element the mode marks: the numbers of its entries in the panel. */
export const REVIEW_MARK_ATTRIBUTE = 'data-chaedle-copy-review-mark';
export const REVIEW_STORAGE_KEY = 'chaedle-copy-review';
