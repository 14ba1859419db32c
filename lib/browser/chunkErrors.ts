/** Recognising a page chunk that failed to load (docs/product.md). No React, no deps. */

export const STATIC_PATH = '/_next/static/';

/** A <script> or stylesheet <link> of the site's own static path whose load failed. */
export function isStaticAssetElement(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) {
    return isStaticUrl(target.src);
  }
  if (typeof HTMLLinkElement !== 'undefined' && target instanceof HTMLLinkElement) {
    const rel = target.rel.toLowerCase();
    return (
      (rel.includes('stylesheet') || rel.includes('preload') || rel.includes('modulepreload')) &&
      isStaticUrl(target.href)
    );
  }
  return false;
}

function isStaticUrl(url: string): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin && parsed.pathname.includes(STATIC_PATH);
  } catch {
    return false;
  }
}

/** webpack's ChunkLoadError / CSS chunk failure, or Turbopack's "Failed to load chunk". */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

const STORAGE_KEY = 'chaedle.chunkReloadAt';
/** A second failure within this long after a reload counts as "it happened again". */
const REPEAT_WINDOW_MS = 5 * 60_000;

/** Did a chunk failure already make us reload recently? */
export function isRepeatFailure(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(at) && at > 0 && now - at < REPEAT_WINDOW_MS;
  } catch {
    return false;
  }
}

export function rememberReload(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Storage blocked: every failure then reads as a first one.
  }
}
