/**
 * Every interaction the site offers, measured as Chrome's INP counts it (docs/performance.md): the
 * Event Timing entries of the input (`PerformanceObserver` type 'event',
 * durationThreshold 16), the longest one's duration, split into input delay, processing and
 * presentation. A fresh mobile page (390×844) per run, idle before the tap, in the suite's Chromium
 * with the CPU slowed to a mid-range phone's (calibrated each round from Lighthouse's benchmark run
 * in the same browser). The bare app's unhandled click (`control`) opens every round. The input is
 * sent as CDP mouse or key events at the target: nothing of the harness runs in the page between
 * the input and its paint. Run by scripts/perf/perf.mjs (`--interactions-only --only a,b`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumFlags, e2eChromium } from '../test/e2eEnv.mjs';
import { breakdown, cpuSlowdownFor } from './verdict.mjs';

/**
 * Records every interaction's Event Timing entries, from the first byte. The home's video dialog
 * hidden for the day, as a returning visitor has it: it would cover the page.
 */
function observe() {
  localStorage.setItem('chaedle.videoDialog.hideUntil', String(Date.now() + 86_400_000));
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      if (e.interactionId) w.__events.push(e.toJSON());
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */

/** The page's enquiry form, near and its engine (loaded when near, `LazyEnquiryForm`) started. */
async function formReady(/** @type {Page} */ page) {
  const form = page.locator('main form').first();
  await form.scrollIntoViewIfNeeded();
  await form.locator('button[type=submit]:not([disabled])').waitFor();
  await page.waitForLoadState('networkidle');
  return form;
}

async function fillForm(/** @type {Locator} */ form) {
  for (const field of await form.locator('input[type=text], input[type=tel], textarea').all())
    await field.fill((await field.getAttribute('type')) === 'tel' ? '01012345678' : '채들');
  for (const field of await form.locator('input[type=email]').all())
    await field.fill('lab@example.com');
  const radio = form.getByRole('radio');
  if (await radio.count()) await radio.first().check();
  for (const box of await form.getByRole('checkbox').all()) await box.check();
}

const faqTabs = (/** @type {Page} */ page) =>
  page.getByRole('main').getByRole('tablist').first().getByRole('tab');

/**
 * By name: the path, the target (found, scrolled to, after any preparation that is not measured),
 * and `key` when the key press, not a tap, is the interaction (the target focused first).
 * @type {Record<string, { path: string, target: (page: Page) => Promise<Locator> | Locator, key?:
 * string, desktop?: boolean, leaves?: boolean }>}
 */
export const interactions = {
  /** The control, on the bare app: a tap on its heading, which nothing handles. */
  control: { path: '/company', target: (page) => page.locator('h1').first() },
  drawer: { path: '/ko', target: (page) => page.getByRole('button', { name: '메뉴 열기' }) },
  /** The drawer's Services panel, which renders its download boxes when first expanded. */
  'drawer-services': {
    path: '/ko',
    target: async (page) => {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      return page.getByRole('dialog').getByRole('button', { name: '서비스' });
    },
  },
  download: {
    path: '/ko/company',
    target: (page) => page.getByRole('banner').getByRole('button', { name: '다운로드' }),
  },
  'home-tab': { path: '/ko#contact', target: (page) => page.locator('#contact [role=tab]').nth(1) },
  'landing-tab': {
    path: '/ko/HobanON#contact',
    target: (page) => page.locator('#contact [role=tab]').nth(1),
  },
  'faq-tab': { path: '/ko/contact/faq', target: (page) => faqTabs(page).nth(2) },
  'faq-question': {
    path: '/ko/contact/faq',
    target: (page) => page.getByRole('main').locator('button[aria-expanded=false]').first(),
  },
  typing: {
    path: '/ko/contact/idea',
    target: async (page) => (await formReady(page)).locator('input[type=text]').first(),
    key: 'a',
  },
  'submit-empty': {
    path: '/ko/contact/idea',
    target: async (page) => (await formReady(page)).locator('button[type=submit]'),
  },
  'submit-filled': {
    path: '/ko/contact/idea',
    target: async (page) => {
      const form = await formReady(page);
      await fillForm(form);
      return form.locator('button[type=submit]');
    },
  },
  language: {
    path: '/ko/company',
    target: async (page) => {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      return page.getByRole('dialog').getByRole('combobox', { name: '언어 선택' });
    },
    key: 'ArrowDown',
  },
  /** The AI banner is hidden on phones (its CSS): a desktop window, at the phone's CPU still. */
  'ai-dialog': {
    path: '/ko/company',
    desktop: true,
    target: (page) => page.getByRole('button', { name: 'AI 체커 매뉴얼 요청' }),
  },
  video: { path: '/ko', target: (page) => page.getByRole('button', { name: '제품 영상 보기' }) },
  agree: {
    path: '/ko/private/consent/101',
    target: (page) => page.getByRole('button', { name: '동의합니다', exact: true }),
  },
  /** A document navigation: the page may be gone before its entry is reported (`leaves`). */
  'terms-link': {
    path: '/ko/private/consent/101',
    leaves: true,
    target: (page) => page.getByRole('link', { name: /약관 전문 보기/ }),
  },
};

/** One run of `name` in a fresh context: its breakdown (zeros when no entry reached 16 ms). */
async function measureOnce(browser, rate, origin, name) {
  const { path, target, key, desktop } = interactions[name];
  const screen = desktop ? { width: 1280, height: 800 } : { width: 390, height: 844 };
  const phone = { deviceScaleFactor: 3, isMobile: !desktop, hasTouch: !desktop };
  const context = await browser.newContext({ viewport: screen, ...phone, locale: 'ko-KR' });
  try {
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(origin + path, { waitUntil: 'load' });
    const element = await target(page);
    await element.scrollIntoViewIfNeeded();
    await element.waitFor();
    if (key) await element.focus();
    // Idle before the tap, as a visitor who has read the page finds it.
    const idle = () => new Promise((done) => requestIdleCallback(done, { timeout: 5000 }));
    await page.evaluate(idle);
    await sleep(1000);
    const before = await page.evaluate(() => /** @type {any} */ (window).__events.length);
    const box = await element.boundingBox();
    if (!box) throw new Error(`${name}: the target has no box`);
    if (key) await page.keyboard.press(key);
    else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(1500);
    const events = await page
      .evaluate((from) => /** @type {any} */ (window).__events.slice(from), before)
      .catch(() => []);
    return breakdown(events);
  } finally {
    await context.close();
  }
}

/**
 * `runs` rounds: the benchmark, the slowdown it gives (or `cpuSlowdown`), the bare click, then
 * each named interaction on the site.
 * @param {{ origin: string, bareOrigin: string, names: string[], runs: number, cpuSlowdown?: number
 * }} options
 */
export async function measureInteractions({ origin, bareOrigin, names, runs, cpuSlowdown }) {
  const browser = await chromium.launch({ executablePath: e2eChromium(), args: chromiumFlags });
  /** @type {{ benchmarkIndex: number, rate: number }[]} */
  const rounds = [];
  /** @type {Record<string, (ReturnType<typeof breakdown> & { error?: string })[]>} */
  const byName = Object.fromEntries(['control', ...names].map((name) => [name, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      const blank = await browser.newPage();
      const benchmarkIndex = Math.round(await blank.evaluate(pageFunctions.computeBenchmarkIndex));
      await blank.close();
      const rate = cpuSlowdown ?? cpuSlowdownFor(benchmarkIndex);
      rounds.push({ benchmarkIndex, rate });
      for (const name of ['control', ...names]) {
        const at = name === 'control' ? bareOrigin : origin;
        // A run that cannot be measured is reported (and fails the run), the others go on.
        const result = await measureOnce(browser, rate, at, name).catch((e) => ({
          ...breakdown([]),
          error: String(e).split('\n')[0],
        }));
        byName[name].push(result);
        const figure = 'error' in result ? result.error : `${result.duration} ms`;
        console.log(`  round ${run}/${runs} (${benchmarkIndex} → ${rate}×) ${name}: ${figure}`);
      }
    }
  } finally {
    await browser.close();
  }
  return { rounds, byName };
}
