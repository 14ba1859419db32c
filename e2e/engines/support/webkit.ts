/**
 * WebKitGTK for the journeys: Debian's WebKitWebDriver driving MiniBrowser on an X display, through
 * WebdriverIO's standalone client over W3C WebDriver classic (docs/testing.md). One MiniBrowser per
 * worker: starting one takes 6-20 s on a busy two-core host, so a
 * test gets the worker's session with its cookies and storage cleared, and a new one only when the
 * last one was lost (a page process that crashed or hung).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import waitOn from 'wait-on';
import { remote } from 'webdriverio';
import {
  drainErrorsInPage,
  findInPage,
  watchErrorsInPage,
  type EngineBrowser,
  type PageFunction,
  type Session,
  type Target,
} from './driver';

const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowserPath =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a phone is 360-390. GTK's user
 * stylesheet shrinks the toolbar's widgets (only the browser's own, never the page's) so the window
 * can be as narrow as a phone.
 */
const gtkCss = `toolbar, toolbar *, headerbar, headerbar *, entry, button, box {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;
}
image { -gtk-icon-transform: scale(0.1); }
`;

type Browser = Awaited<ReturnType<typeof remote>>;

class WebKitSession implements Session {
  /** Errors drained from documents the session has left. */
  private errors: string[] = [];
  /** Width and height of the window around the page (the toolbar), found on the first resize. */
  private chrome?: { width: number; height: number };

  constructor(
    readonly browser: Browser,
    private baseURL: string,
  ) {}

  async reset(baseURL: string) {
    this.baseURL = baseURL;
    this.errors = [];
    await this.browser.url(new URL('/robots.txt', baseURL).href);
    await this.browser.deleteAllCookies();
    await this.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await this.setViewport(1280, 800);
  }

  async goto(path: string) {
    this.errors.push(...(await this.drain()));
    await this.browser.url(new URL(path, this.baseURL).href);
    await this.evaluate(watchErrorsInPage);
  }

  url() {
    return this.browser.getUrl();
  }

  async setViewport(width: number, height: number) {
    const inner = () => this.evaluate(() => [window.innerWidth, window.innerHeight]);
    if (!this.chrome) {
      await this.browser.setWindowSize(width, height);
      const [innerWidth, innerHeight] = await inner();
      this.chrome = { width: width - innerWidth!, height: height - innerHeight! };
    }
    await this.browser.setWindowSize(width + this.chrome.width, height + this.chrome.height);
    // Xvfb's window may take the new size a moment after the command returns (seen once in a
    // full run: 1280×800 read right after asking for 1440×900).
    let size: number[] = [];
    await this.browser
      .waitUntil(async () => (size = await inner()).join() === `${width},${height}`, {
        timeout: 3_000,
        interval: 100,
      })
      .catch(() => {
        throw new Error(`viewport ${size.join('×')}, not ${width}×${height}`);
      });
  }

  /** Execute Script awaits a returned promise; an error thrown in the page is WebDriver's error. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.browser.execute(fn as (...args: unknown[]) => R, ...args) as Promise<R>;
  }

  async addScript(source: string) {
    await this.browser.execute(source);
  }

  private async element(target: Target) {
    const found = await this.browser.waitUntil(() => this.evaluate(findInPage, target), {
      timeout: 10_000,
      interval: 100,
      timeoutMsg: `${JSON.stringify(target)}: not found within 10000 ms`,
    });
    return this.browser.$(found as unknown as WebdriverIO.Element);
  }

  async click(target: Target) {
    await (await this.element(target)).click();
    // A click that loaded another document: watch that one too.
    await this.evaluate(watchErrorsInPage);
  }

  async select(target: Target, value: string) {
    await (await this.element(target)).selectByAttribute('value', value);
  }

  async type(target: Target, text: string) {
    await (await this.element(target)).addValue(text);
  }

  async screenshot() {
    return Buffer.from(await this.browser.takeScreenshot(), 'base64');
  }

  private drain() {
    return this.evaluate(drainErrorsInPage).catch(() => [] as string[]);
  }

  async takeErrors() {
    return [...this.errors.splice(0), ...(await this.drain())];
  }
}

/**
 * E2E_WEBKIT_DISPLAY when set (an existing display, e.g. to watch the journeys: docs/testing.md),
 * otherwise a fresh Xvfb on a display number it finds free itself.
 */
async function xDisplay(): Promise<{ name: string; xvfb?: ChildProcess }> {
  if (process.env.E2E_WEBKIT_DISPLAY) return { name: process.env.E2E_WEBKIT_DISPLAY };
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  const [number] = await Promise.race([
    once(xvfb.stdio[3]!, 'data'),
    once(xvfb, 'exit').then(() => Promise.reject(new Error('Xvfb exited before it was ready'))),
  ]);
  return { name: `:${String(number).trim()}`, xvfb };
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const display = await xDisplay();
  const config = mkdtempSync(join(tmpdir(), 'e2e-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), gtkCss);
  const port = await getPort({ host: '127.0.0.1' });
  const driver = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const shutDown = () => {
    driver.kill();
    display.xvfb?.kill();
    rmSync(config, { recursive: true, force: true });
  };
  // WebdriverIO would retry a refused connection, but it retries every failed command too (a
  // script's error included), so it gets no retries and starts once the driver listens.
  await waitOn({ resources: [`tcp:127.0.0.1:${port}`], timeout: 10_000, interval: 100 }).catch(
    () => {
      shutDown();
      throw new Error('WebKitWebDriver did not listen within 10 s');
    },
  );

  const start = () =>
    remote({
      hostname: '127.0.0.1',
      port,
      connectionRetryCount: 0,
      // E2E_ENGINE_LOG=1: every WebDriver command and its answer (docs/testing.md).
      logLevel: process.env.E2E_ENGINE_LOG ? 'info' : 'silent',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver has no WebDriver BiDi: a session that asks for it is refused.
        'wdio:enforceWebDriverClassic': true,
        // A page load or a script can take 30 s and more at a load average of 40 on two cores.
        timeouts: { script: 60_000, pageLoad: 60_000, implicit: 0 },
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
  let session: WebKitSession | undefined;

  return {
    get version() {
      return `WebKitGTK ${session?.browser.capabilities.browserVersion ?? ''}`.trim();
    },
    async newSession(baseURL) {
      if (session) {
        try {
          await session.reset(baseURL);
          return session;
        } catch {
          // Lost (a page process that crashed or hung at the end of the last test): a new one.
          await session.browser.deleteSession().catch(() => undefined);
        }
      }
      session = new WebKitSession(await start(), baseURL);
      await session.reset(baseURL);
      return session;
    },
    async close() {
      await session?.browser.deleteSession().catch(() => undefined);
      shutDown();
    },
  };
}
