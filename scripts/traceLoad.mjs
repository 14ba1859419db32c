#!/usr/bin/env node
/**
 * Where a page's main thread spends one load (docs/performance.md, "Tried and not kept"): a
 * fresh browser context at 412×823, the CPU 4× slower through CDP, a devtools timeline trace of the
 * first `--window` ms, then the page's main thread summed by event (script evaluation, style
 * recalculation, layout, callbacks, …) and its longest script evaluations and style/layout
 * passes. Starts no server: point it at `next start` of the site or of the baseline app.
 *
 *   node scripts/traceLoad.mjs http://localhost:3200/ko
 *
 * Options: `--window MS` (6000), `--cpu N` (4), `--out FILE` (the raw trace events, as JSON).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, e2eChromium } from './e2eEnv.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const url = args.find((arg, i) => /^https?:/.test(arg) && !args[i - 1]?.startsWith('--'));
if (!url) {
  console.error('usage: node scripts/traceLoad.mjs [--window MS] [--cpu N] [--out FILE] URL');
  process.exit(2);
}
const windowMs = Number(option('--window', 6000));
const cpu = Number(option('--cpu', 4));
const out = option('--out', '');

const browser = await chromium.launch({ executablePath: e2eChromium(), args: chromiumFlags });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
  transferMode: 'ReportEvents',
});
const started = Date.now();
await page.goto(url, { waitUntil: 'load' });
await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowMs - (Date.now() - started))));
await cdp.send('Tracing.end');
await complete;
await browser.close();
if (out) writeFileSync(out, JSON.stringify(events));

// The page's main thread: the one that parsed its HTML.
const parses = new Map();
for (const e of events)
  if (e.name === 'ParseHTML')
    parses.set(`${e.pid}/${e.tid}`, (parses.get(`${e.pid}/${e.tid}`) ?? 0) + 1);
const [main] = [...parses].sort((a, b) => b[1] - a[1])[0] ?? [];
const mine = events.filter((e) => `${e.pid}/${e.tid}` === main && e.ph === 'X' && e.dur);
const t0 = Math.min(...events.filter((e) => e.name === 'CommitLoad').map((e) => e.ts));
const ms = (us) => Math.round(us / 1000);

const totals = new Map();
for (const e of mine) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur);
console.log(`${url}, CPU ${cpu}× slower, first ${windowMs} ms\n`);
console.log('| main thread (inclusive) | ms |\n| --- | ---: |');
for (const [name, dur] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14))
  console.log(`| ${name} | ${ms(dur)} |`);

const label = (e) => {
  const data = e.args?.data ?? e.args?.beginData ?? {};
  if (e.name === 'EvaluateScript')
    return `${(data.url ?? '').split('/').pop() || 'inline'}:${data.lineNumber ?? ''}`;
  if (e.name === 'FunctionCall')
    return `${data.functionName || '(anonymous)'} ${(data.url ?? '').split('/').pop()}`;
  if (e.name === 'UpdateLayoutTree') return `${e.args?.elementCount ?? '?'} elements`;
  if (e.name === 'Layout')
    return `${data.dirtyObjects ?? '?'} of ${data.totalObjects ?? '?'} objects`;
  return '';
};
console.log('\n| at | event | ms | what |\n| ---: | --- | ---: | --- |');
for (const e of mine
  .filter((e) => ['EvaluateScript', 'FunctionCall', 'UpdateLayoutTree', 'Layout'].includes(e.name))
  .filter((e) => e.dur >= 20_000)
  .sort((a, b) => a.ts - b.ts))
  console.log(`| ${ms(e.ts - t0)} | ${e.name} | ${ms(e.dur)} | ${label(e)} |`);
