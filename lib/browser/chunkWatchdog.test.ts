/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { CHUNK_LOAD_TIMEOUT_MS } from './chunkLoadTimeout.mjs';
import { chunkUrl, watchChunkLoads } from './chunkWatchdog';

const origin = window.location.origin;

function add(tag: 'script' | 'link', url: string, rel = 'stylesheet') {
  const element = document.createElement(tag);
  if (element instanceof HTMLScriptElement) element.src = url;
  else if (element instanceof HTMLLinkElement) {
    element.rel = rel;
    element.href = url;
  }
  document.head.append(element);
  return element;
}

/** MutationObserver callbacks run as microtasks. */
const flush = () => Promise.resolve();

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('watchChunkLoads', () => {
  it('the chunk load timeout of docs/product.md (constants): 120 000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk script still pending after the timeout is reported once; not a moment before', async () => {
    const stalled: string[] = [];
    const stop = watchChunkLoads({ onStalled: (url) => stalled.push(url), finished: () => false });
    add('script', '/_next/static/chunks/a.js');
    add('link', '/_next/static/chunks/a.css');
    await flush();
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(stalled).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(stalled).toEqual([`${origin}/_next/static/chunks/a.js`]);
    stop();
  });

  it('a stylesheet stalls too', async () => {
    const stalled: string[] = [];
    const stop = watchChunkLoads({ onStalled: (url) => stalled.push(url), finished: () => false });
    add('link', '/_next/static/chunks/b.css');
    await flush();
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(stalled).toEqual([`${origin}/_next/static/chunks/b.css`]);
    stop();
  });

  it('a chunk that loaded, failed (the error handler covers it) or finished fetching is not stalled', async () => {
    const stalled: string[] = [];
    const done = new Set([`${origin}/_next/static/chunks/fetched.js`]);
    const early = add('script', '/_next/static/chunks/early.js'); // present before the watchdog
    const stop = watchChunkLoads({
      onStalled: (url) => stalled.push(url),
      finished: (url) => done.has(url),
    });
    const loaded = add('script', '/_next/static/chunks/loaded.js');
    const failed = add('link', '/_next/static/chunks/failed.css');
    add('script', '/_next/static/chunks/fetched.js');
    await flush();
    loaded.dispatchEvent(new Event('load'));
    failed.dispatchEvent(new Event('error'));
    early.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(stalled).toEqual([]);
    stop();
  });

  it('other scripts (other origins, other paths, inline) are not watched', async () => {
    const stalled: string[] = [];
    const stop = watchChunkLoads({ onStalled: (url) => stalled.push(url), finished: () => false });
    add('script', 'https://cdn.example.com/_next/static/chunks/x.js');
    add('script', '/scripts/analytics.js');
    add('link', '/_next/static/chunks/icon.png', 'icon');
    document.head.append(document.createElement('script'));
    await flush();
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(stalled).toEqual([]);
    stop();
  });

  it('stop() ends the watch', async () => {
    const stalled: string[] = [];
    const stop = watchChunkLoads({ onStalled: (url) => stalled.push(url), finished: () => false });
    add('script', '/_next/static/chunks/c.js');
    await flush();
    stop();
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(stalled).toEqual([]);
  });
});

describe('chunkUrl and the test hook', () => {
  it('recognises script, stylesheet and preload links of /_next/static only', () => {
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/x.js';
    expect(chunkUrl(script, origin)).toBe(`${origin}/_next/static/chunks/x.js`);
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = '/_next/static/media/f.woff2';
    expect(chunkUrl(preload, origin)).toBe(`${origin}/_next/static/media/f.woff2`);
    expect(chunkUrl(document.createElement('div'), origin)).toBeUndefined();
  });

  it('skips nomodule scripts, which a browser running modules never fetches', () => {
    const polyfills = document.createElement('script');
    polyfills.src = '/_next/static/chunks/polyfills.js';
    polyfills.noModule = true;
    expect(chunkUrl(polyfills, origin)).toBeUndefined();
  });
});
