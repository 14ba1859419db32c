/**
 * Runs `callback` once the browser has painted the next frame: a requestAnimationFrame callback
 * runs just before that paint, and a task it queues runs after it. For feedback that may come a
 * frame late (a toast) while what answers the visitor's action (the fields' errors, the focus) is
 * painted first, so the interaction's next paint does not wait for it (docs/performance.md).
 */
export function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
}
