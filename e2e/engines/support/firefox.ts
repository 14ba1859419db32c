/**
 * Firefox ESR for the journeys: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi
 * (Playwright's own Firefox cannot be downloaded here, and its moz-firefox channel fails at newPage
 * on ESR: docs/testing.md). One browser per worker, a fresh browser context
 * (its own cookies and storage) per test. Headless unless E2E_HEADFUL is set.
 */
import puppeteer, {
  type BrowserContext,
  type ElementHandle,
  type HTTPRequest,
  type Page,
} from 'puppeteer-core';
import {
  findInPage,
  type EngineBrowser,
  type PageFunction,
  type Session,
  type Target,
} from './driver';

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxSession implements Session {
  private errors: string[] = [];

  constructor(
    readonly context: BrowserContext,
    private readonly page: Page,
    private readonly baseURL: string,
  ) {
    const where = () => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    };
    page.on('pageerror', (error) =>
      this.errors.push(`${(error as Error).message ?? String(error)} (${where()})`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error')
        this.errors.push(`console.error: ${message.text()} (${where()})`);
    });
  }

  async goto(path: string, { until = 'load' }: { until?: 'load' | 'parsed' } = {}) {
    await this.page.goto(new URL(path, this.baseURL).href, {
      waitUntil: until === 'load' ? 'load' : 'domcontentloaded',
      timeout: 30_000,
    });
  }

  /** Script chunks (`/_next/static/chunks/*.js`) are intercepted over BiDi and held. */
  async holdScripts() {
    const held: HTTPRequest[] = [];
    let holding = true;
    this.page.on('request', (request) => {
      if (holding && /^\/_next\/static\/chunks\/.+\.js$/.test(new URL(request.url()).pathname))
        held.push(request);
      else void request.continue();
    });
    await this.page.setRequestInterception(true);
    return () => {
      holding = false;
      for (const request of held.splice(0)) void request.continue();
    };
  }

  async url() {
    return this.page.url();
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<R>;
  }

  async addScript(source: string) {
    await this.page.evaluate(source);
  }

  private async element(target: Target) {
    const found = await this.page
      .waitForFunction(findInPage, { timeout: 10_000, polling: 100 }, target)
      .catch((error: Error) =>
        Promise.reject(new Error(`${JSON.stringify(target)}: ${error.message}`)),
      );
    return found as ElementHandle<Element>;
  }

  async click(target: Target) {
    await (await this.element(target)).click();
  }

  async select(target: Target, value: string) {
    await (await this.element(target)).select(value);
  }

  async type(target: Target, text: string) {
    await (await this.element(target)).type(text);
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot());
  }

  async takeErrors() {
    return this.errors.splice(0);
  }
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: !process.env.E2E_HEADFUL,
    // No update checks, telemetry or other background traffic in the network log.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
    timeout: 90_000,
  });
  return {
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async newSession(baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const session = new FirefoxSession(context, page, baseURL);
      await session.setViewport(1280, 800);
      return session;
    },
    async endSession(session) {
      await (session as FirefoxSession).context.close().catch(() => undefined);
    },
    async close() {
      await browser.close();
    },
  };
}
