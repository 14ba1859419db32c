#!/usr/bin/env node
/**
 * The listed interactions of `npm run perf`, each in a fresh mobile context (412×823, a first
 * visit) of the suite's Chromium, with the CPU slowed to a mid-range phone's
 * (scripts/perf/cpuSlowdown.mjs): each round first runs Lighthouse's benchmark in the same browser
 * and sets the slowdown from it, so a host made busier or quieter by other work is slowed less or
 * more. Measured: the Event Timing duration of the interaction (`PerformanceObserver({type:'event',
 * durationThreshold: 16})`, its longest entry) with its input delay, processing and presentation
 * (scripts/perf/interactionBreakdown.mjs), and the main thread's CPU time in tasks over the input
 * and the 800 ms after it, from a trace of that window (scripts/perf/traceCpu.mjs): the figure
 * judged, beyond the bare app's click (docs/performance.md, "Interactions on a busy host"). Not
 * Chromium's `ThreadTime` metric: under CPU throttling it counts the throttler's busy-wait while
 * the thread is idle (about 1 − 1/slowdown of the window). Servers are not started here.
 *
 *   node scripts/perf/interactions.mjs --runs 3 http://localhost:3450 drawer,download
 *   node scripts/perf/interactions.mjs --cpu-slowdown 4 http://localhost:3450 drawer http://localhost:3451
 * (the last origin: the bare app, whose unhandled click is then measured first in every round)
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, e2eChromium } from '../test/e2eEnv.mjs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor } from './cpuSlowdown.mjs';
import { interactionBreakdown } from './interactionBreakdown.mjs';
import { mainThreadCpuMs } from './traceCpu.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every interaction's Event Timing entries, from the first byte. */
function observe() {
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__events.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: /** @type {any} */ (entry).interactionId,
        start: entry.startTime,
        processingStart: /** @type {any} */ (entry).processingStart,
        processingEnd: /** @type {any} */ (entry).processingEnd,
      });
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/**
 * The page's first enquiry form, scrolled to and ready: the form engine (Formik) loads when the form
 * comes near, so it is let to load and start first.
 */
async function enquiryFormReady(page) {
  const form = page.locator('main form').first();
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await sleep(1500);
  return form;
}

/**
 * Interactions by name: each gets a loaded page, finds its target (`target`, which may scroll and
 * wait), then the input is sent at the target's centre as plain CDP input events, and `done` is
 * checked once the interaction has painted. Nothing of the harness runs in the page between the
 * input and its paint. Playwright's `locator.click()` runs its hit-target check in the page's
 * capture-phase listeners and a `waitFor` right after the click polls the page before the next
 * frame: work that could land inside the measured interaction. With `key`, the click only focuses
 * the target and the key press that follows is the interaction measured.
 */
export const interactions = {
  /**
   * The yardstick, on the bare app: a click on its company page's heading, which nothing handles.
   * What any tap costs on this host at this moment (input delay and a frame), every round.
   */
  floor: {
    path: '/company',
    target: (page) => page.locator('h1').first(),
    done: null,
  },
  /** The mobile menu button opens the drawer. */
  drawer: {
    path: '/ko/company',
    target: (page) => page.getByRole('button', { name: '메뉴 열기' }),
    done: (page) => page.getByRole('dialog').first(),
  },
  /** The top bar's download button opens the app download dialog. */
  download: {
    path: '/ko/company',
    target: (page) => page.getByRole('button', { name: '다운로드', exact: true }).first(),
    done: (page) => page.getByRole('dialog').first(),
  },
  /** An empty enquiry form submitted: every field's error and a toast. */
  submit: {
    path: '/ko/contact/idea',
    target: async (page) => (await enquiryFormReady(page)).locator('button[type=submit]'),
    done: (page) => page.locator('main form [aria-invalid="true"]').first(),
  },
  /** The home page's contact tabs: the second audience. */
  'home-tab': {
    path: '/ko#contact',
    target: (page) => page.locator('#contact [role=tab]').nth(1),
    done: (page) => page.locator('#contact [role=tabpanel]:not([hidden]) form'),
  },
  /** The FAQ page's category tabs: the second category. */
  'faq-tab': {
    path: '/ko/contact/faq',
    target: (page) => page.locator('main [role=tablist]').first().locator('[role=tab]').nth(1),
    done: (page) =>
      page
        .locator('main [role=tablist]')
        .first()
        .locator('[role=tab]')
        .nth(1)
        .and(page.locator('[aria-selected="true"]')),
  },
  /** A key typed into an enquiry form's first text field (focused by a click first). */
  typing: {
    path: '/ko/contact/idea',
    target: async (page) => (await enquiryFormReady(page)).locator('input[type=text]').first(),
    key: 'a',
    done: (page) =>
      page.locator('main form input[type=text]').first().and(page.locator('[value="a"]')),
  },
};

async function newPage(browser, rate) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/** The trace of the measured window: the renderer's tasks with their thread time. */
const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

async function interactionRun(browser, rate, origin, name) {
  const { path, target, done, key } = interactions[name];
  const { context, page } = await newPage(browser, rate);
  await page.goto(origin + path, { waitUntil: 'load' });
  // After the page has settled, as a visitor reading it first would find it.
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })),
  );
  await sleep(1000);
  let before = await page.evaluate(() => /** @type {any} */ (window).__events.length);
  const element = await target(page);
  await element.scrollIntoViewIfNeeded();
  if (key) {
    // A click that only focuses the field, left out: the key press is the interaction measured.
    await element.click();
    await sleep(800);
    before = await page.evaluate(() => /** @type {any} */ (window).__events.length);
  }
  const box = await element.boundingBox();
  if (!box) throw new Error(`${name}: the target has no box`);
  // Let the harness's own work (locating, scrolling) settle before the input.
  await sleep(500);
  await browser.startTracing(page, { categories: traceCategories });
  await (key
    ? page.keyboard.press(key)
    : page.mouse.click(box.x + box.width / 2, box.y + box.height / 2));
  await sleep(800);
  // The main thread's CPU time in tasks over the input and the 800 ms after it.
  const cpu = mainThreadCpuMs(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  if (done) await done(page).waitFor({ timeout: 5000 });
  const events = await page.evaluate(
    (from) => /** @type {any} */ (window).__events.slice(from),
    before,
  );
  await context.close();
  return { ...interactionBreakdown(events.filter((e) => e.interactionId > 0)), cpu };
}

/**
 * `runs` rounds of the named interactions on the site at `origin`, each round at the slowdown its
 * own benchmark gives.
 * @param {string} origin
 * @param {string[]} names
 * @param {{ runs: number, floorOrigin?: string, cpuSlowdown?: number, log?: (line: string) => void }} options
 *   the bare app's origin for the yardstick (the `floor` interaction, first in every round); a
 *   fixed CPU slowdown instead of the benchmark's (to show the guard at a slowdown of one's choice)
 * @returns {Promise<{ rounds: { benchmarkIndex: number, rate: number, floor: number, floorCpu: number }[], byName: Record<string, (ReturnType<typeof interactionBreakdown> & { cpu: number })[]> }>}
 */
export async function measureInteractions(
  origin,
  names,
  { runs, floorOrigin, cpuSlowdown, log = console.log },
) {
  const browser = await chromium.launch({ executablePath: e2eChromium(), args: chromiumFlags });
  const rounds = [];
  /** @type {Record<string, any[]>} */
  const byName = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      const blank = await browser.newPage();
      // Lighthouse's benchmark (about a second of one core), in this browser, unthrottled.
      const benchmarkIndex = Math.round(await blank.evaluate(pageFunctions.computeBenchmarkIndex));
      await blank.close();
      const rate = cpuSlowdown ?? cpuSlowdownFor(benchmarkIndex);
      const floorRun = floorOrigin
        ? await interactionRun(browser, rate, floorOrigin, 'floor')
        : { duration: 0, cpu: 0 };
      const floor = floorRun.duration;
      rounds.push({ benchmarkIndex, rate, floor, floorCpu: floorRun.cpu });
      for (const name of names) {
        const result = await interactionRun(browser, rate, origin.replace(/\/$/, ''), name);
        byName[name].push(result);
        log(
          `  interaction ${name} run ${run + 1}/${runs} (benchmark ${benchmarkIndex}, CPU ${rate}×, floor ${floor} ms, CPU ${floorRun.cpu} ms): ${result.duration} ms, CPU ${result.cpu} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return { rounds, byName };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const valueOf = (name) =>
    args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined;
  const runs = valueOf('--runs') ?? 3;
  const cpuSlowdown = valueOf('--cpu-slowdown');
  const [origin, list, floorOrigin] = args.filter(
    (arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'),
  );
  if (!origin) {
    console.error(
      'usage: node scripts/perf/interactions.mjs [--runs N] [--cpu-slowdown X] ORIGIN [name,name…] [BARE_ORIGIN]',
    );
    process.exit(2);
  }
  const names = list ? list.split(',') : Object.keys(interactions).filter((n) => n !== 'floor');
  await measureInteractions(origin, names, { runs, floorOrigin, cpuSlowdown });
}
