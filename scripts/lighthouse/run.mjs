/**
 * Lighthouse 12 runs, programmatically, in Debian's Chromium: mobile form factor (Lighthouse's
 * default: emulated Moto G Power, simulated slow 4G and 4× CPU), median of N runs per URL.
 * Used by scripts/perf.mjs; `node scripts/lighthouse/run.mjs URL…` runs it on its own.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, e2eChromium } from '../test/e2eEnv.mjs';

// The suite's Chromium, the headless shell where Debian has it: the full browser's own interface
// renderer took a quarter of a core beside the page and doubled the bare app's TBT
// (docs/performance.md, "How to measure"). undefined: chrome-launcher finds a Chrome.
const chromePath = e2eChromium();

// The end-to-end suite's flags; chrome-launcher, unlike Playwright, needs to be told headless.
export const chromeFlags = ['--headless=new', ...chromiumFlags];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One run's figures: category scores (0–100), CLS, LCP, TBT, font bytes, failed audits. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const fontBytes = requests
    .filter((r) => r.resourceType === 'Font')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failed = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        id !== 'performance'
      ) {
        failed.push(`${id}:${ref.id}`);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    fontBytes,
    fontRequests: requests.filter((r) => r.resourceType === 'Font').length,
    failed,
  };
}

/**
 * One Lighthouse run of `url` in a fresh browser (a cold cache, no state carried between runs).
 * @param {string} url
 * @param {{ onlyCategories: string[], headers?: Record<string, string> }} options
 * @returns {Promise<import('lighthouse').RunnerResult>}
 */
export async function lighthouseOnce(url, { onlyCategories, headers }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/**
 * Interleaved: run 1 of every target, then run 2 of every target…, so that a machine getting busier
 * or quieter during the measurement moves every page alike (the comparison with the baseline app).
 * @param {(string | { url: string, headers?: Record<string, string> })[]} targets
 * @param {{ runs?: number, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, ReturnType<typeof figures> & { runs: ReturnType<typeof figures>[] }>>}
 */
export async function runLighthouse(targets, { runs = 3, log = console.log } = {}) {
  const list = targets.map((t) => (typeof t === 'string' ? { url: t } : t));
  /** @type {Record<string, ReturnType<typeof figures>[]>} */
  const perUrl = Object.fromEntries(list.map((t) => [t.url, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const { url, headers } of list) {
      const run = figures((await lighthouseOnce(url, { onlyCategories: categories, headers })).lhr);
      perUrl[url].push(run);
      log(
        `  lighthouse ${url} run ${i + 1}/${runs}: perf ${run.performance}, TBT ${Math.round(run.tbt)} ms, LCP ${(run.lcp / 1000).toFixed(2)} s, a11y ${run.accessibility}, bp ${run.bestPractices}, seo ${run.seo}, CLS ${run.cls.toFixed(3)}`,
      );
    }
  }
  const results = {};
  for (const [url, perRun] of Object.entries(perUrl)) {
    // The median run by performance score gives the row; the other figures take their own medians.
    const byPerf = [...perRun].sort((a, b) => a.performance - b.performance);
    const mid = byPerf[Math.floor(byPerf.length / 2)];
    results[url] = {
      ...mid,
      accessibility: median(perRun.map((r) => r.accessibility)),
      bestPractices: median(perRun.map((r) => r.bestPractices)),
      seo: median(perRun.map((r) => r.seo)),
      cls: median(perRun.map((r) => r.cls)),
      lcp: median(perRun.map((r) => r.lcp)),
      tbt: median(perRun.map((r) => r.tbt)),
      fontBytes: median(perRun.map((r) => r.fontBytes)),
      failed: [...new Set(perRun.flatMap((r) => r.failed))],
      runs: perRun,
    };
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  if (!urls.length) {
    console.error('usage: node scripts/lighthouse/run.mjs URL…');
    process.exit(2);
  }
  const results = await runLighthouse(urls);
  for (const [url, r] of Object.entries(results))
    console.log(url, JSON.stringify({ ...r, runs: undefined }));
}
