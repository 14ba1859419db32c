#!/usr/bin/env node
/**
 * `npm run perf`: builds, serves, and prints the first-load JavaScript (gzip) of each route,
 * summed from the <script src> of the served HTML (Next 16 no longer prints it).
 * `--no-build` reuses the current .next build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { e2eEnv } from './e2e-env.mjs';

const port = Number(process.env.PERF_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...e2eEnv, NEXT_PUBLIC_SITE_URL: origin };

const routes = [
  '/ko',
  '/ko/company',
  '/ko/company/download',
  '/ko/service/inhabitant/detail',
  '/ko/contact/customer',
  '/ko/contact/faq',
  '/ko/contact/proposal',
  '/ko/laboratory',
  '/ko/HobanON',
  '/ko/private/consent/101',
  '/ko/private/terms/101',
  '/ko/private/consentComplete',
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], { env, stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('next start did not answer');
}

const gzipCache = new Map();
async function gzipBytes(src) {
  if (!gzipCache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipCache.set(src, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(src);
}

export async function firstLoadJs(route) {
  const html = await (await fetch(`${origin}${route}`)).text();
  // noModule scripts are legacy polyfills that modern browsers never download.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  let total = 0;
  for (const src of sources) total += await gzipBytes(src);
  return { scripts: sources.length, bytes: total };
}

await waitForServer();
const rows = [];
for (const route of routes) rows.push({ route, ...(await firstLoadJs(route)) });
stop();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('\nFirst-load JavaScript (gzip), from the <script src> of the served HTML\n');
console.log(`| route | scripts | first-load JS |\n| --- | ---: | ---: |`);
for (const row of rows) console.log(`| ${row.route} | ${row.scripts} | ${kb(row.bytes)} |`);
process.exit(0);
