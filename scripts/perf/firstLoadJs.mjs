/**
 * First-load JavaScript of a served page: the gzip size (level 9) of each non-noModule
 * `<script src>` of its HTML, summed. Used by scripts/perf/perf.mjs (its guard) and the e2e specs.
 */
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();
async function gzipBytes(src) {
  if (!gzipCache.has(src)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    gzipCache.set(src, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(src);
}

export async function firstLoadJs(url, headers) {
  const html = await (await fetch(url, { headers })).text();
  // noModule scripts are legacy polyfills that modern browsers never download.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  let total = 0;
  for (const src of sources) total += await gzipBytes(new URL(src, url).href);
  return { scripts: sources.length, bytes: total };
}
