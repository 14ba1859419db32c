#!/usr/bin/env node
/**
 * What a slow phone's main thread does while a page loads, observed in Chromium (docs/performance.md,
 * "Observed with CPU throttling"): for each page, a fresh browser context (a first visit) at 412×823,
 * the CPU 4× slower through CDP (`Emulation.setCPUThrottlingRate`), no network throttling unless
 * `--network slow4g` (Lighthouse's mobile profile as DevTools applies it: 562.5 ms latency,
 * 1.47 Mbit/s down, 675 kbit/s up, through `Network.emulateNetworkConditions`). Reports medians and
 * the spread over the runs of:
 *   task, style, layout, script  CDP `Performance.getMetrics` (TaskDuration, RecalcStyleDuration, …)
 *                                 over the first `--window` ms after navigation
 *   elements                      `document.getElementsByTagName('*').length` at the end of the window
 *   FCP, LCP                      the 'paint' entry and the last 'largest-contentful-paint' entry,
 *                                 with the LCP element
 *   CLS                           the largest session window of 'layout-shift' entries without
 *                                 recent input, as the web-vitals library counts it
 * and with `--interact`, the Event Timing duration (`PerformanceObserver({type:'event',
 * durationThreshold: 16})`, the longest entry of the interaction) of the named interactions, with
 * its input delay, processing and presentation (scripts/interactionBreakdown.mjs).
 *
 * The pages' runs are interleaved (run 1 of every page, then run 2 …), so a machine that slows down
 * in the middle of a run slows every page alike. Servers are not started here: point it at a running
 * `next start` of the site and of the baseline app (scripts/perfBaseline.mjs).
 *
 *   node scripts/observePaint.mjs --runs 5 \
 *     base=http://localhost:3300/ ko=http://localhost:3200/ko company=http://localhost:3200/ko/company
 *   node scripts/observePaint.mjs --runs 5 --interact floor,drawer,download,submit site=http://localhost:3200
 *   node scripts/observePaint.mjs --runs 5 --interact empty-modal base=http://localhost:3300 site=http://localhost:3200
 *
 * Options: `--runs N` (5), `--window MS` (6000), `--cpu N` (4), `--network slow4g`, `--returning`
 * (a visitor who chose "not today" for the home page's video dialog), `--json` (every run, as JSON). `npm run perf`
 * (scripts/perf.mjs) runs its `--interact` list and guards each interaction at 200 ms.
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, e2eChromium } from './test/e2eEnv.mjs';
import { interactionBreakdown } from './interactionBreakdown.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', 5));
const windowMs = Number(option('--window', 6000));
const cpu = Number(option('--cpu', 4));
const returning = args.includes('--returning');
const asJson = args.includes('--json');
const interact = option('--interact', '');
const networkProfiles = {
  slow4g: { latency: 562.5, downloadThroughput: 184_320, uploadThroughput: 84_375 },
};
const network = networkProfiles[option('--network', '')];
if (args.includes('--network') && !network) {
  console.error(`--network: one of ${Object.keys(networkProfiles).join(', ')}`);
  process.exit(2);
}
const valueOptions = new Set(['--runs', '--window', '--cpu', '--interact', '--network']);
const pages = args
  .filter((arg, i) => !arg.startsWith('--') && !valueOptions.has(args[i - 1]))
  .map((arg) => {
    const at = arg.indexOf('=');
    return { label: arg.slice(0, at), url: arg.slice(at + 1) };
  });
if (!pages.length) {
  console.error('usage: node scripts/observePaint.mjs [--runs N] label=URL …');
  process.exit(2);
}

/** Records the paint entries and every interaction's Event Timing, from the first byte. */
function observe() {
  const w = /** @type {any} */ (window);
  w.__lcp = [];
  w.__events = [];
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = /** @type {any} */ (entry);
      if (!shift.hadRecentInput) w.__shifts.push({ time: shift.startTime, value: shift.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = /** @type {any} */ (entry).element;
      w.__lcp.push({
        time: Math.round(entry.startTime),
        size: /** @type {any} */ (entry).size,
        // An image's: when it had loaded (0 for text).
        loaded: Math.round(/** @type {any} */ (entry).loadTime),
        element: el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
              el.className && typeof el.className === 'string'
                ? `.${el.className.trim().split(/\s+/)[0]}`
                : ''
            } "${(el.textContent || el.getAttribute('alt') || '').trim().slice(0, 24)}"`
          : '(removed)',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
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

/** The home page's second feature tab (the administrators'). */
const adminFeatureTab = (page) =>
  page.locator('[role=tablist]').first().locator('[role=tab]').nth(1);

/**
 * Interactions by name: each gets a loaded page, finds its target (`target`, which may scroll and
 * wait), then the input is sent at the target's centre as plain CDP input events, and `done` is
 * checked once the interaction has painted. Nothing of the harness runs in the page between the
 * input and its paint. Playwright's `locator.click()` runs its hit-target check in the page's
 * capture-phase listeners and a `waitFor` right after the click polls the page before the next
 * frame: work that can land inside the measured interaction, although on this host it moved no
 * median beyond the spread (docs/performance.md, "Observed with CPU throttling"). With `key`, the
 * click only focuses the target and the key press that follows
 * is the interaction measured.
 */
const interactions = {
  /** Nothing happens: a click on the page's heading (what any interaction costs at least). */
  floor: {
    path: '/ko/company',
    target: (page) => page.locator('main h1').first(),
    done: null,
  },
  /**
   * The least a modal dialog can cost: a button added to the page that opens an empty native
   * <dialog> with showModal(), no framework involved, on the company page (the baseline app has one
   * too). On the bare baseline app it is what this machine charges any modal opening; on the site,
   * what the page behind adds to it (docs/performance.md, "Interactions").
   */
  'empty-modal': {
    path: '/company',
    async target(page) {
      await page.evaluate(() => {
        const dialog = document.createElement('dialog');
        dialog.innerHTML = '<button>OK</button>';
        const button = document.createElement('button');
        button.id = 'empty-modal';
        button.textContent = 'Open';
        button.style.cssText = 'position:fixed;top:8px;left:8px;z-index:9;padding:12px';
        button.addEventListener('click', () => dialog.showModal());
        document.body.append(button, dialog);
      });
      return page.locator('#empty-modal');
    },
    done: (page) => page.locator('dialog[open]'),
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
  /** The home page's feature tabs: the administrators'. */
  'feature-tab': {
    path: '/ko#contact',
    async target(page) {
      const tab = adminFeatureTab(page);
      await tab.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      return tab;
    },
    done: (page) => adminFeatureTab(page).and(page.locator('[aria-selected="true"]')),
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let current = 0;
  let first = 0;
  let previous = 0;
  for (const { time, value } of shifts) {
    if (current && time - previous < 1000 && time - first < 5000) current += value;
    else [current, first] = [value, time];
    previous = time;
    largest = Math.max(largest, current);
  }
  return Math.round(largest * 1000) / 1000;
}

const browser = await chromium.launch({ executablePath: e2eChromium(), args: chromiumFlags });

async function newPage() {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  if (returning) {
    await context.addInitScript(() =>
      window.localStorage.setItem('chaedle.videoDialog.hideUntil', String(Date.now() + 86_400_000)),
    );
  }
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  return { context, page, cdp };
}

async function loadRun(url) {
  const { context, page, cdp } = await newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await sleep(Math.max(0, windowMs - (Date.now() - started)));
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => Math.round(metrics.find((m) => m.name === name).value * 1000);
  const seen = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      elements: document.getElementsByTagName('*').length,
      fcp: fcp ? Math.round(fcp.startTime) : null,
      lcpEntries: w.__lcp,
      shifts: w.__shifts,
    };
  });
  await context.close();
  const last = seen.lcpEntries.at(-1);
  return {
    task: metric('TaskDuration'),
    style: metric('RecalcStyleDuration'),
    layout: metric('LayoutDuration'),
    script: metric('ScriptDuration'),
    elements: seen.elements,
    fcp: seen.fcp,
    lcp: last?.time ?? null,
    lcpElement: last?.element ?? '',
    lcpEntries: seen.lcpEntries,
    cls: cumulativeLayoutShift(seen.shifts),
  };
}

async function interactionRun(origin, name) {
  const { path, target, done, key } = interactions[name];
  const { context, page } = await newPage();
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
  await (key
    ? page.keyboard.press(key)
    : page.mouse.click(box.x + box.width / 2, box.y + box.height / 2));
  await sleep(800);
  if (done) await done(page).waitFor({ timeout: 5000 });
  const events = await page.evaluate(
    (from) => /** @type {any} */ (window).__events.slice(from),
    before,
  );
  await context.close();
  return { ...interactionBreakdown(events.filter((e) => e.interactionId > 0)), events };
}

const results = {};
if (interact) {
  const names = interact.split(',');
  for (let run = 0; run < runs; run += 1) {
    for (const { label, url } of pages) {
      for (const name of names) {
        const key = `${label} ${name}`;
        (results[key] ??= []).push(await interactionRun(url.replace(/\/$/, ''), name));
        process.stderr.write('.');
      }
    }
  }
} else {
  for (let run = 0; run < runs; run += 1) {
    for (const { label, url } of pages) {
      (results[label] ??= []).push(await loadRun(url));
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');
await browser.close();

if (asJson) {
  console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}

const spread = (values) => {
  const known = values.filter((v) => v !== null);
  if (!known.length) return '—';
  return `${median(known)} (${Math.min(...known)}-${Math.max(...known)})`;
};
console.log(
  `${runs} runs, CPU ${cpu}× slower${network ? `, network ${option('--network')}` : ''}, 412×823${returning ? ', returning visitor' : ''}; median (min-max)`,
);
if (interact) {
  console.log(
    '| interaction | Event Timing duration, ms | input delay | processing | presentation |\n| --- | ---: | ---: | ---: | ---: |',
  );
  for (const [key, list] of Object.entries(results)) {
    const col = (part) => spread(list.map((r) => r[part]));
    console.log(
      `| ${key} | ${col('duration')} | ${col('delay')} | ${col('processing')} | ${col('presentation')} |`,
    );
  }
} else {
  console.log(
    '| page | task | style | layout | script | elements | FCP | LCP | LCP − FCP | CLS | LCP element (last run) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [label, list] of Object.entries(results)) {
    const col = (key) => spread(list.map((r) => r[key]));
    const gap = spread(list.map((r) => (r.lcp === null ? null : r.lcp - r.fcp)));
    console.log(
      `| ${label} | ${col('task')} | ${col('style')} | ${col('layout')} | ${col('script')} | ${col('elements')} | ${col('fcp')} | ${col('lcp')} | ${gap} | ${col('cls')} | ${list.at(-1).lcpElement} |`,
    );
  }
}
