/**
 * Lighthouse 12 runs, programmatically, in Debian's Chromium: the performance category only, mobile
 * form factor (Lighthouse's default: emulated Moto G Power, simulated slow 4G and 4× CPU), one fresh
 * browser per run. Used by scripts/perf/perf.mjs; `node scripts/perf/lighthouse.mjs URL…` runs it
 * on its own.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, e2eChromium } from '../test/e2eEnv.mjs';
import { mainThreadCpuMs } from './traceCpu.mjs';

// The suite's Chromium, the headless shell where Debian has it: the full browser's own interface
// renderer took a quarter of a core beside the page and doubled the bare app's TBT
// (docs/performance.md, "How to measure"). undefined: chrome-launcher finds a Chrome.
const chromePath = e2eChromium();

// An interrupted run leaves no browser behind (chrome-launcher starts it in a group of its own).
process.on('exit', () => void chromeLauncher.killAll());

// The end-to-end suite's flags; chrome-launcher, unlike Playwright, needs to be told headless.
export const chromeFlags = ['--headless=new', ...chromiumFlags];

/**
 * One run's figures: the performance score (0-100), TBT and main-thread work (ms, as the simulated
 * 4× phone would spend them), CLS, the fonts' bytes, and the host's benchmark index.
 * @param {import('lighthouse').Result} lhr
 */
export function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    mainThread: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    fontBytes: requests
      .filter((r) => r.resourceType === 'Font')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * One Lighthouse run of `url` in a fresh browser (a cold cache, no state carried between runs).
 * @param {string} url
 * @param {{ headers?: Record<string, string> }} options
 */
export async function lighthouseOnce(url, { headers } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {
      ...figures(result.lhr),
      mainThreadCpu: mainThreadCpuMs(result.artifacts.Trace.traceEvents),
      // Reported, not judged yet (docs/performance.md, "Main-thread CPU time").
      longTaskCpu: mainThreadCpuMs(result.artifacts.Trace.traceEvents, { minTaskMs: 20 }),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` rounds over `targets`, in their order each round, so that each site page is measured
 * right after the bare app's page it is compared with, and a machine getting busier or quieter
 * moves both alike. A label may name the same URL twice (the control).
 * @param {{ label: string, url: string, headers?: Record<string, string> }[]} targets
 * @param {{ runs: number, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, ReturnType<typeof figures>[]>>} each label's runs, in order
 */
export async function runLighthouse(targets, { runs, log = console.log }) {
  /** @type {Record<string, ReturnType<typeof figures>[]>} */
  const byLabel = Object.fromEntries(targets.map((t) => [t.label, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const { label, url, headers } of targets) {
      const run = await lighthouseOnce(url, { headers });
      byLabel[label].push(run);
      log(
        `  lighthouse ${label} run ${i + 1}/${runs}: perf ${run.performance}, TBT ${run.tbt} ms, main thread ${run.mainThread} ms (CPU ${run.mainThreadCpu} ms, in tasks ≥ 20 ms ${run.longTaskCpu} ms), CLS ${run.cls.toFixed(3)}, benchmark ${run.benchmarkIndex}`,
      );
    }
  }
  return byLabel;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  if (!urls.length) {
    console.error('usage: node scripts/perf/lighthouse.mjs URL…');
    process.exit(2);
  }
  await runLighthouse(
    urls.map((url) => ({ label: url, url })),
    { runs: 1 },
  );
}
