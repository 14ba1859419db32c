/**
 * The page's first idle period, in every engine. requestIdleCallback where the browser has it
 * (Chromium, Firefox); Safari has none (no WebKit does), so there it is approximated: once the page
 * has loaded and painted its next frame. Either way the callback runs at the latest after
 * `timeout` ms, as requestIdleCallback's own timeout does.
 */
import { afterNextPaint } from './afterNextPaint';

/** Runs `callback` once, in the first idle period (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  let settled = false;
  const run = () => {
    if (settled) return;
    settled = true;
    cancel();
    callback();
  };
  const afterLoad = () => afterNextPaint(run);
  const timer = window.setTimeout(run, timeout);
  const cancel = () => {
    settled = true;
    window.clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return cancel;
}

/**
 * Runs `callback` once, in the first idle period after the page's `load` (at the latest `timeout`
 * ms after it): for work that must stay off the page's load, such as starting Sentry. Returns a cancel.
 */
export function whenLoadedAndIdle(callback: () => void, timeout = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const afterLoad = () => {
    cancelIdle = whenIdle(callback, timeout);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle?.();
  };
}
