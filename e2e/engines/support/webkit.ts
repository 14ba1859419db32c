/**
 * WebKitGTK for the journeys: Debian's WebKitWebDriver (W3C WebDriver classic) driving MiniBrowser
 * on an X display, through the few commands the Session interface needs, over fetch (no client
 * library: docs/testing.md, "WebKit and Firefox"). One MiniBrowser per worker: starting one takes
 * 6-20 s on a busy two-core host, so a test gets the worker's session with its cookies and storage
 * cleared, and a new one only when the last one was lost (a page process that crashed or hung).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeTarget,
  drainErrorsInPage,
  findInPage,
  poll,
  watchErrorsInPage,
  type EngineBrowser,
  type PageFunction,
  type Session,
  type Target,
} from './driver';
import { xDisplay, type Display } from './xvfb';

const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

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

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One WebDriver endpoint, JSON in and out; a W3C error answer is thrown. */
function client(base: string) {
  return async function command<T>(method: string, path: string, body?: unknown): Promise<T> {
    const started = Date.now();
    const response = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      value: T & { error?: string; message?: string };
    };
    // E2E_ENGINE_LOG=1: every command with its time and the start of its answer (docs/testing.md).
    if (process.env.E2E_ENGINE_LOG)
      console.error(
        `webkit ${method} ${path.replace(/^\/session\/[^/]+/, '')} ${Date.now() - started} ms`,
        JSON.stringify(answer.value)?.slice(0, 120),
      );
    if (!response.ok)
      throw new WebDriverError(answer.value.error ?? 'error', answer.value.message ?? '');
    return answer.value;
  };
}
type Command = ReturnType<typeof client>;

/** A page function run by Execute Async Script, its result or error wrapped so neither is lost. */
function pageScript(fn: PageFunction<unknown[], unknown>): string {
  return `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve()
  .then(() => (${fn.toString()}).apply(null, args))
  .then(
    (value) => done({ ok: true, value: value === undefined ? null : value }),
    (error) => done({ ok: false, error: String((error && error.stack) || error) }),
  );`;
}

class WebKitSession implements Session {
  readonly engine = 'webkit';
  /** Errors drained from documents the session has left. */
  private errors: string[] = [];
  /** Width and height of the window around the page (the toolbar), found on the first resize. */
  private chrome?: { width: number; height: number };
  lost = false;

  constructor(
    private readonly command: Command,
    readonly id: string,
    private baseURL: string,
  ) {}

  private send<T>(method: string, path: string, body?: unknown) {
    return this.command<T>(method, `/session/${this.id}${path}`, body).catch((error: unknown) => {
      if (error instanceof WebDriverError && error.code === 'invalid session id') this.lost = true;
      throw error;
    });
  }

  async reset(baseURL: string) {
    this.baseURL = baseURL;
    this.errors = [];
    await this.send('POST', '/url', { url: new URL('/robots.txt', baseURL).href });
    await this.send('DELETE', '/cookie');
    await this.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await this.setViewport(1280, 800);
  }

  async goto(path: string) {
    this.errors.push(...(await this.drain()));
    await this.send('POST', '/url', { url: new URL(path, this.baseURL).href });
    await this.evaluate(watchErrorsInPage);
  }

  url() {
    return this.send<string>('GET', '/url');
  }

  async setViewport(width: number, height: number) {
    const chrome = this.chrome ?? { width: 0, height: 0 };
    await this.send('POST', '/window/rect', {
      width: width + chrome.width,
      height: height + chrome.height,
    });
    const inner = () => this.evaluate((): number[] => [window.innerWidth, window.innerHeight]);
    const [innerWidth, innerHeight] = await inner();
    if (innerWidth === width && innerHeight === height) return;
    if (this.chrome) {
      // Xvfb's window may take the new size a moment after the command returns (seen once in a
      // full run: 1280×800 read right after asking for 1440×900).
      const resized = await poll(
        `the window at ${width}×${height}`,
        async () => {
          const [w, h] = await inner();
          return w === width && h === height;
        },
        3_000,
      ).catch(() => false);
      if (resized) return;
      const [w, h] = await inner();
      throw new Error(`viewport ${w}×${h}, not ${width}×${height}`);
    }
    this.chrome = { width: width - innerWidth!, height: height - innerHeight! };
    await this.setViewport(width, height);
  }

  async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    const result = await this.send<{ ok: boolean; value?: R; error?: string }>(
      'POST',
      '/execute/async',
      { script: pageScript(fn as PageFunction<unknown[], unknown>), args },
    );
    if (!result.ok) throw new Error(`in the page: ${result.error}`);
    return result.value as R;
  }

  async addScript(source: string) {
    await this.send('POST', '/execute/sync', { script: `${source};\nreturn null;`, args: [] });
  }

  private async element(target: Target): Promise<string> {
    const reference = await poll(describeTarget(target), () =>
      this.evaluate(findInPage, target).then((found) => found as unknown as Record<string, string>),
    );
    return reference[ELEMENT]!;
  }

  async click(target: Target) {
    const id = await this.element(target);
    await this.send('POST', `/element/${id}/click`, {});
    // A click that loaded another document: watch that one too.
    await this.evaluate(watchErrorsInPage);
  }

  async select(target: Target, value: string) {
    const id = await this.element(target);
    // Element Click on an <option> selects it (WebDriver, "Element Click").
    const option = await this.evaluate(
      (select: HTMLSelectElement, value: string) =>
        Array.from(select.options).find((o) => o.value === value) ?? null,
      { [ELEMENT]: id } as unknown as HTMLSelectElement,
      value,
    );
    if (!option) throw new Error(`no option ${value} in ${describeTarget(target)}`);
    await this.send(
      'POST',
      `/element/${(option as unknown as Record<string, string>)[ELEMENT]}/click`,
      {},
    );
  }

  async type(target: Target, text: string) {
    const id = await this.element(target);
    await this.send('POST', `/element/${id}/value`, { text });
  }

  async screenshot() {
    return Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64');
  }

  private drain() {
    return this.evaluate(drainErrorsInPage).catch(() => [] as string[]);
  }

  async takeErrors() {
    return [...this.errors.splice(0), ...(await this.drain())];
  }
}

export async function launchWebKit(parallelIndex: number): Promise<EngineBrowser> {
  const display: Display = await xDisplay(parallelIndex);
  const config = mkdtempSync(join(tmpdir(), 'e2e-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), gtkCss);
  const port = await freePort();
  const driver: ChildProcess = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const command = client(`http://127.0.0.1:${port}`);
  const shutDown = async () => {
    driver.kill();
    await display.close();
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await poll('WebKitWebDriver', () =>
      command('GET', '/status').then(
        () => true,
        () => false,
      ),
    );
  } catch (error) {
    await shutDown();
    throw error;
  }

  const capabilities = {
    alwaysMatch: {
      pageLoadStrategy: 'normal',
      // A page load or a script can take 30 s and more at a load average of 40 on two cores.
      timeouts: { script: 60_000, pageLoad: 60_000, implicit: 0 },
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
    },
  };
  let session: WebKitSession | undefined;
  let version = 'WebKitGTK';

  return {
    engine: 'webkit',
    get version() {
      return version;
    },
    async newSession(baseURL) {
      if (session && !session.lost) {
        try {
          await session.reset(baseURL);
          return session;
        } catch {
          // Lost while resetting (a page process that crashed at the end of the last test).
          await command('DELETE', `/session/${session.id}`).catch(() => undefined);
        }
      }
      const created = await command<{
        sessionId: string;
        capabilities: { browserVersion: string };
      }>('POST', '/session', { capabilities });
      version = `WebKitGTK ${created.capabilities.browserVersion}`;
      session = new WebKitSession(command, created.sessionId, baseURL);
      await session.reset(baseURL);
      return session;
    },
    async endSession() {
      // Kept for the next test of this worker (reset then); a lost one is replaced there.
    },
    async close() {
      if (session) await command('DELETE', `/session/${session.id}`).catch(() => undefined);
      await shutDown();
    },
  };
}
