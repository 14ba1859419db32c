/**
 * The one interface a journey in e2e/engines/ speaks to a browser through, whatever drives it:
 * WebKitGTK over W3C WebDriver classic through WebdriverIO (webkit.ts) or Firefox ESR over
 * WebDriver BiDi through puppeteer-core (firefox.ts). Small on purpose: open a page, run a function
 * in it, click and type
 * like a user, take a screenshot, and say which uncaught script errors the page raised
 * (docs/testing.md).
 */

export type Engine = 'webkit' | 'firefox';

/**
 * An element as a visitor finds it: a CSS selector, narrowed by its whole visible text (or aria-
 * label)
 * or its label's text (an "(optional)" marker after it allowed), inside `within`. The first match
 * that has a box is used.
 */
export type Target = { css: string; text?: string; label?: string; within?: string };

/** A page function's arguments and result travel as JSON. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface Session {
  /**
   * Opens `path` (on the site's origin unless absolute) and waits for its load event, or with
   * `until: 'parsed'` (Firefox) only until the document is parsed (its scripts may be held).
   */
  goto(path: string, options?: { until?: 'load' | 'parsed' }): Promise<void>;
  /**
   * Until the returned function is called, the page's script chunks are held: the page is shown
   * but not interactive, as on a slow phone. Firefox only: WebKitWebDriver runs no command while a
   * page is loading, not even with the "eager" strategy (docs/testing.md).
   */
  holdScripts?(): Promise<() => void>;
  url(): Promise<string>;
  /** The viewport's CSS size (WebKit: the window resized until its page area has this size). */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn` in the page; its result must be JSON. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Runs a classic script in the page (a library such as axe-core), past the page's CSP. */
  addScript(source: string): Promise<void>;
  /** A real click (pointer events) in the middle of the element, after an instant scroll to it. */
  click(target: Target): Promise<void>;
  /** Chooses the option with this value in a <select>, as a visitor does (input and change fire). */
  select(target: Target, value: string): Promise<void>;
  /** Real key presses into the element (focused first). */
  type(target: Target, text: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /**
   * The uncaught errors and unhandled rejections seen since the last call (and console.error
   * calls in WebKit), each as "message (url)". What each engine can and cannot see:
   * docs/testing.md.
   */
  takeErrors(): Promise<string[]>;
}

/** A browser for one worker, handing each test a session with no cookie or storage of another. */
export interface EngineBrowser {
  /** Engine and version, for the test's annotations. */
  readonly version: string;
  newSession(baseURL: string): Promise<Session>;
  /** Firefox closes the test's browser context; WebKit keeps its session for the next test. */
  endSession?(session: Session): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-page half of `Target`: the element, scrolled into view instantly (globals.css scrolls
 * smoothly, and a click right after a smooth scroll lands where the element was), or null.
 * Self-contained: it is serialised into the page.
 */
export function findInPage(target: Target): Element | null {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const scope = target.within ? document.querySelector(target.within) : document;
  if (!scope) return null;
  const labelled = (element: Element) => {
    const input = element as HTMLInputElement;
    const names = [
      ...Array.from(input.labels ?? []).map((label) => norm(label.textContent)),
      norm(element.getAttribute('aria-label')),
    ];
    return names.some((name) => name === target.label || name.startsWith(`${target.label} (`));
  };
  const named = (element: Element) =>
    norm((element as HTMLElement).innerText ?? element.textContent) === target.text ||
    norm(element.getAttribute('aria-label')) === target.text;
  const found = Array.from(scope.querySelectorAll(target.css)).find(
    (element) =>
      element.getClientRects().length > 0 &&
      (target.label === undefined || labelled(element)) &&
      (target.text === undefined || named(element)),
  );
  found?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  return found ?? null;
}

/**
 * Installs, once per document, the listeners that record uncaught errors, unhandled rejections
 * and console.error calls into `window.__engineErrors` (WebKit, which has no error events over
 * classic WebDriver; Firefox reports them itself). Self-contained: serialised into the page.
 */
export function watchErrorsInPage(): boolean {
  type Watched = Window & { __engineErrors?: string[] };
  const page = window as Watched;
  if (page.__engineErrors) return false;
  const errors: string[] = [];
  page.__engineErrors = errors;
  const where = () => location.pathname + location.search;
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>, a <script>) also fires `error`, without a message.
    if (event.message) errors.push(`${event.message} (${where()})`);
  });
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${String(event.reason)} (${where()})`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')} (${where()})`);
    consoleError(...args);
  };
  return true;
}

/** The errors `watchErrorsInPage` recorded in this document, emptied. */
export function drainErrorsInPage(): string[] {
  const errors = (window as Window & { __engineErrors?: string[] }).__engineErrors;
  return errors ? errors.splice(0) : [];
}
