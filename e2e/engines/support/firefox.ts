/**
 * Firefox ESR for the journeys: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi
 * (Playwright's own Firefox cannot be downloaded here, and its moz-firefox channel fails at newPage
 * on ESR: docs/testing.md, "WebKit and Firefox"). One browser per worker, a fresh browser context
 * (its own cookies and storage) per test. Headless unless E2E_HEADFUL is set.
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import {
  describeTarget,
  findInPage,
  poll,
  type EngineBrowser,
  type PageFunction,
  type Session,
  type Target,
} from './driver';
import { startHoldingProxy, type HoldingProxy } from './holdingProxy';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxSession implements Session {
  readonly engine = 'firefox';
  private errors: string[] = [];

  constructor(
    readonly context: BrowserContext,
    private readonly page: Page,
    private readonly baseURL: string,
    private readonly proxy: HoldingProxy,
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

  holdScripts() {
    return this.proxy.holdScripts();
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

  private element(target: Target) {
    return poll(describeTarget(target), async () => {
      const handle = await this.page.evaluateHandle(findInPage, target);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (element) return element;
      await handle.dispose();
      return null;
    });
  }

  async click(target: Target) {
    const element = await this.element(target);
    await element.click();
    await element.dispose();
  }

  async select(target: Target, value: string) {
    const element = await this.element(target);
    await element.select(value);
    await element.dispose();
  }

  async type(target: Target, text: string) {
    const element = await this.element(target);
    await element.type(text);
    await element.dispose();
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot());
  }

  async takeErrors() {
    return this.errors.splice(0);
  }
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const proxy = await startHoldingProxy();
  const browser: Browser = await puppeteer.launch({
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
      // Every request through the worker's proxy, the site's own on localhost too.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxy.port,
      'network.proxy.allow_hijacking_localhost': true,
      'network.proxy.no_proxies_on': '',
    },
    timeout: 90_000,
  });
  return {
    engine: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async newSession(baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const session = new FirefoxSession(context, page, baseURL, proxy);
      await session.setViewport(1280, 800);
      return session;
    },
    async endSession(session) {
      await (session as FirefoxSession).context.close().catch(() => undefined);
    },
    async close() {
      await browser.close();
      await proxy.close();
    },
  };
}
