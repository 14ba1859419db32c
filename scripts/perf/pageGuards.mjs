/**
 * The page guards of `npm run perf` (docs/performance.md, "Lab guards"): first-load JavaScript of
 * each route against the bare app's page of its kind, then Lighthouse mobile, round by round, each
 * kind's bare page before the site's pages of that kind and the bare home twice (the control).
 * Servers are not started here.
 */
import { baselineHeaders, baselinePages } from './baseline.mjs';
import { firstLoadJs } from './firstLoadJs.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { jsTable, lighthouseTable } from './report.mjs';
import {
  absoluteMisses,
  compareRuns,
  guards,
  judgePage,
  kb,
  median,
  noiseMisses,
  relativeMisses,
} from './verdict.mjs';

/** Routes whose first-load JS is judged, each with the kind of bare page it is compared with. */
const jsRoutes = [
  ['/ko', 'home'],
  ['/ko/company', 'marketing'],
  ['/ko/company/download', 'marketing'],
  ['/ko/service/inhabitant/detail', 'marketing'],
  ['/ko/contact/customer', 'marketing'],
  ['/ko/contact/faq', 'marketing'],
  ['/ko/contact/proposal', 'marketing'],
  ['/ko/laboratory', 'marketing'],
  ['/vi', 'home'],
  ['/vi/contact/qna', 'marketing'],
  ['/ko/HobanON', 'home'],
  ['/ko/private/consent/101', 'consent'],
  ['/ko/private/terms/101', 'consent'],
  ['/ko/private/consentComplete', 'consent'],
];

// The consent page as a resident's text message links it: no locale in the URL, a Korean phone.
const lighthousePages = [
  { route: '/ko', kind: 'home' },
  { route: '/ko/company', kind: 'marketing' },
  { route: '/ko/contact/faq', kind: 'marketing' },
  { route: '/private/consent/101', kind: 'consent', headers: baselineHeaders },
];

/**
 * Measures and judges the site's pages at `origin` against the bare app at `bareOrigin`.
 * @param {{ origin: string, bareOrigin: string, runs: number, print: (lines: string[]) => void }} options
 * @returns {Promise<{ failures: string[], noise: string[] }>} the guards missed (judged only where
 *   the control was within its bound), and the control's misses (the run cannot tell)
 */
export async function judgePages({ origin, bareOrigin, runs, print }) {
  const failures = [];
  // First-load JavaScript: bytes, the same on any host.
  const bareJs = {};
  for (const [kind, page] of Object.entries(baselinePages))
    bareJs[kind] = (await firstLoadJs(`${bareOrigin}${page}`, baselineHeaders)).bytes;
  const jsRows = [];
  for (const [route, kind] of jsRoutes) {
    const budget = bareJs[kind] + guards.jsOverBaseline[kind];
    const row = { route, kind, budget, ...(await firstLoadJs(`${origin}${route}`)) };
    row.ok = row.bytes <= budget;
    if (!row.ok) failures.push(`${route}: first-load JS ${kb(row.bytes)} > ${kb(budget)}`);
    jsRows.push(row);
  }
  print(jsTable(jsRows, bareJs));

  // Lighthouse: each kind's bare page, then the site's pages of that kind; the bare home twice.
  const bareLabel = (kind) => `bare ${baselinePages[kind]}`;
  const targets = [];
  for (const kind of ['home', 'marketing', 'consent']) {
    targets.push({
      label: bareLabel(kind),
      url: `${bareOrigin}${baselinePages[kind]}`,
      headers: baselineHeaders,
    });
    for (const p of lighthousePages.filter((page) => page.kind === kind))
      targets.push({ label: p.route, url: `${origin}${p.route}`, headers: p.headers });
    if (kind === 'home')
      targets.push({ label: 'control', url: `${bareOrigin}/`, headers: baselineHeaders });
  }
  console.log(`\nLighthouse 12, mobile, ${runs} rounds of ${targets.length} runs…`);
  const lh = await runLighthouse(targets, { runs });
  const control = compareRuns(lh.control, lh[bareLabel('home')]);
  const noise = noiseMisses(control);
  const conclusive = noise.length === 0;
  const rows = lighthousePages.map(({ route, kind }) => {
    const compared = compareRuns(lh[route], lh[bareLabel(kind)]);
    const page = {
      cls: median(lh[route].map((r) => r.cls)),
      fontBytes: median(lh[route].map((r) => r.fontBytes)),
    };
    const { misses, verdict } = judgePage({
      relative: relativeMisses(compared, kind),
      absolute: absoluteMisses(page, route === '/ko' ? { fontBytes: guards.homeFontsKo } : {}),
      conclusive,
    });
    failures.push(...misses.map((miss) => `${route}: ${miss}`));
    return { route, kind, compared, page, verdict };
  });
  print(lighthouseTable({ rows, lh, control, noise, runs, bareLabel }));
  return { failures, noise };
}
