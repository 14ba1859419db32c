/**
 * The chunk load timeout (120 000 ms, docs/product.md) for the Turbopack build, which
 * has no such option: a /_next/static script or stylesheet still loading that long after it
 * appeared counts as a failed chunk (the caller opens the chunk-error dialog). No React.
 *
 * "Still loading": neither its load nor its error event was seen, and the browser has no resource
 * timing entry for its URL (entries appear when a response ends, which covers the elements that
 * had finished before the watchdog started).
 */
import { CHUNK_LOAD_TIMEOUT_MS } from './chunkLoadTimeout.mjs';

const STATIC_PATH = '/_next/static/';

type ChunkElement = HTMLScriptElement | HTMLLinkElement;

/**
 * The URL of a site chunk (script, or stylesheet / preload link), else undefined. Not a `nomodule`
 * script (Next's polyfills): a browser that runs modules never fetches it, so it would never end.
 */
export function chunkUrl(node: Node, origin: string): string | undefined {
  let raw: string | undefined;
  if (node instanceof HTMLScriptElement) raw = node.noModule ? undefined : node.src;
  else if (node instanceof HTMLLinkElement && /stylesheet|preload/i.test(node.rel)) raw = node.href;
  if (!raw) return undefined;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin && url.pathname.startsWith(STATIC_PATH) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export type WatchdogOptions = {
  timeoutMs?: number;
  onStalled: (url: string) => void;
  /** Has the browser finished fetching this URL? (default: a resource timing entry exists) */
  finished?: (url: string) => boolean;
  root?: Document;
};

function resourceFinished(url: string): boolean {
  return performance.getEntriesByName(url).length > 0;
}

/** Starts watching the document's chunks, present and future; returns a stop function. */
export function watchChunkLoads({
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  onStalled,
  finished = resourceFinished,
  root = document,
}: WatchdogOptions): () => void {
  const origin = root.defaultView?.location.origin ?? '';
  const timers = new Map<ChunkElement, ReturnType<typeof setTimeout>>();
  let stalled = false;

  const settle = (element: ChunkElement) => {
    clearTimeout(timers.get(element));
    timers.delete(element);
  };

  const watch = (node: Node) => {
    const url = chunkUrl(node, origin);
    if (!url || timers.has(node as ChunkElement) || finished(url)) return;
    const element = node as ChunkElement;
    element.addEventListener('load', () => settle(element), { once: true });
    element.addEventListener('error', () => settle(element), { once: true });
    timers.set(
      element,
      setTimeout(() => {
        timers.delete(element);
        if (stalled || finished(url)) return;
        stalled = true; // one dialog is enough
        onStalled(url);
      }, timeoutMs),
    );
  };

  root.querySelectorAll('script[src], link[href]').forEach(watch);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watch);
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  };
}
