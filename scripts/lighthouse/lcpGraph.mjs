#!/usr/bin/env node
/**
 * What Lighthouse's simulated LCP counts (docs/performance.md, "Tried and not kept"): one
 * Lighthouse run (mobile, simulated throttling, the flags of run.mjs), then Lantern's two LCP
 * graphs recomputed from that run's trace and network log. A node is in a graph when it ended
 * before the paint Chromium *observed*, so the list says which requests and main-thread tasks the
 * simulated LCP is made of, each with its simulated start and end (ms).
 *
 *   node scripts/lighthouse/lcpGraph.mjs URL [--pessimistic]
 *
 * Starts no server: point it at `next start` of the site or of the baseline app.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseOnce } from './run.mjs';

const args = process.argv.slice(2);
const url = args.find((arg) => /^https?:/.test(arg));
if (!url) {
  console.error('usage: node scripts/lighthouse/lcpGraph.mjs URL [--pessimistic]');
  process.exit(2);
}

const { artifacts, lhr } = await lighthouseOnce(url, { onlyCategories: ['performance'] });
const settings = lhr.configSettings;
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
const metrics = lhr.audits.metrics.details.items[0];
console.log(
  `${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), observed LCP ${metrics.observedLargestContentfulPaint} ms`,
);

/** One line per node: a request (type, priority, bytes) or a main-thread task (what ran in it). */
function describe(node) {
  if (node.type === 'network') {
    const { resourceType, priority, transferSize, url: requested } = node.request;
    return `${resourceType} ${priority} ${(transferSize / 1000).toFixed(1)} kB ${requested.slice(0, 100)}`;
  }
  const ran = node.childEvents
    .filter((e) => /^(ParseHTML|EvaluateScript|FunctionCall|Layout|Paint)$/.test(e.name))
    .map((e) => e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''));
  return `main thread ${Math.round(node.event.dur / 1000)} ms observed: ${[...new Set(ran)].slice(0, 5).join(', ')}`;
}

const estimate = args.includes('--pessimistic') ? lcp.pessimisticEstimate : lcp.optimisticEstimate;
const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
const ms = (value) => String(Math.round(value)).padStart(6);
for (const [node, timing] of rows)
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describe(node)}`);
