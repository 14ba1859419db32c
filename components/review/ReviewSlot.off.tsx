/**
 * What production builds render in place of the review mode's switch (next.config.mjs aliases
 * ReviewSlot.tsx to this file): nothing (docs/copy.md).
 */
export function ReviewSlot() {
  return null;
}
