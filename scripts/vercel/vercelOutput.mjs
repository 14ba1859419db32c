/**
 * Reads what `vercel build` wrote (the Build Output API, version 3: `.vercel/output`) and judges it
 * against what the site needs on Vercel (docs/deploying.md):
 * every marketing page a static prerender, the dynamic routes Node.js 24 functions, the middleware
 * one Edge function within the size limit. No Vercel code is imported: only the files.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsOutsidePolicy } from '../../lib/security/scriptHashes.mjs';

/** The Node.js runtime every function must run on (package.json engines: 24.x). */
export const NODE_RUNTIME = 'nodejs24.x';
/**
 * Vercel's documented limits: an Edge function (the middleware is one) at most 1 MB after gzip on
 * the Hobby plan (2 MB Pro, 4 MB Enterprise: the smallest is the one that always holds); a Node.js
 * function at most 250 MB uncompressed.
 */
export const EDGE_GZIP_LIMIT = 1024 * 1024;
export const FUNCTION_BYTES_LIMIT = 250 * 1024 * 1024;

/**
 * @typedef {'static' | 'isr' | 'function' | 'edge'} RouteKind
 * @typedef {{ route: string, kind: RouteKind, runtime: string, bytes: number, unhashedScripts?: number }} OutputRoute
 * @typedef {{ target: string | undefined, routes: OutputRoute[] }} BuildOutput
 */

/** Routes of the framework's own plumbing (RSC payloads, segment prefetches, error shells). */
function isPlumbing(route) {
  return /\.rsc$|\.segments(\/|$)|^\/_/.test(route);
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * A Node.js function's size as Vercel counts it: its folder plus every file its `filePathMap`
 * brings in from the project (node_modules, .next/server), each counted once.
 */
function nodeFunctionBytes(funcDir, config, projectDir) {
  const files = new Set(
    readdirSync(funcDir, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && entry.name !== '.vc-config.json')
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  for (const source of Object.values(config.filePathMap ?? {}))
    files.add(resolve(projectDir, source));
  let bytes = 0;
  for (const file of files) if (existsSync(file)) bytes += statSync(file).size;
  return bytes;
}

function edgeFunctionGzipBytes(funcDir, config) {
  const parts = [config.entrypoint, ...(config.assets ?? []).map((asset) => asset.path ?? asset)];
  return parts
    .filter((part) => typeof part === 'string' && existsSync(join(funcDir, part)))
    .reduce((sum, part) => sum + gzipSync(readFileSync(join(funcDir, part))).length, 0);
}

/**
 * Every route of the output that serves pages or runs code, with how it is served.
 * @param {string} outputDir `.vercel/output`
 * @param {string} projectDir the folder that was built (filePathMap is relative to it)
 * @returns {Promise<BuildOutput>}
 */
export async function readBuildOutput(outputDir, projectDir) {
  const functionsDir = join(outputDir, 'functions');
  const builds = existsSync(join(outputDir, 'builds.json'))
    ? readJson(join(outputDir, 'builds.json'))
    : {};
  /** @type {OutputRoute[]} */
  const routes = [];
  const walk = async (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const route = `/${relative(functionsDir, path).replace(/\.func$/, '')}`;
      if (name.endsWith('.func')) {
        if (isPlumbing(route)) continue;
        const real = realpathSync(path);
        const config = readJson(join(real, '.vc-config.json'));
        const prerender = `${path.replace(/\.func$/, '')}.prerender-config.json`;
        if (existsSync(prerender)) {
          const settings = readJson(prerender);
          const fallback = settings.fallback?.fsPath
            ? join(dir, settings.fallback.fsPath)
            : undefined;
          const isStatic =
            settings.expiration === false && fallback !== undefined && existsSync(fallback);
          routes.push({
            route,
            kind: isStatic ? 'static' : 'isr',
            runtime: isStatic ? 'CDN' : config.runtime,
            bytes: fallback && existsSync(fallback) ? statSync(fallback).size : 0,
            // Inline scripts its own policy does not allow (docs/deploying.md,
            // "A strict script policy on the prerendered pages").
            ...(isStatic && {
              unhashedScripts: await scriptsOutsidePolicy(readFileSync(fallback, 'utf8')),
            }),
          });
        } else if (config.runtime === 'edge') {
          routes.push({
            route,
            kind: 'edge',
            runtime: 'edge',
            bytes: edgeFunctionGzipBytes(real, config),
          });
        } else {
          routes.push({
            route,
            kind: 'function',
            runtime: config.runtime,
            bytes: nodeFunctionBytes(real, config, projectDir),
          });
        }
      } else if (lstatSync(path).isDirectory() && !isPlumbing(route)) {
        await walk(path);
      }
    }
  };
  await walk(functionsDir);
  routes.sort((a, b) => a.route.localeCompare(b.route));
  return { target: builds.target, routes };
}

/**
 * What the site needs of a build, as a list of problems (empty: the build is fit to deploy).
 * @param {BuildOutput} output
 * @param {{ target: string, staticRoutes: string[], dynamicRoutes: string[] }} expected
 *   staticRoutes: internal routes (`/ko/company`, `/en` for English's home) that must be static
 *   prerenders; dynamicRoutes: function routes (`/[locale]/sign-in`) that must run on Node.js 24.
 * @returns {string[]}
 */
export function buildOutputProblems(output, expected) {
  const problems = [];
  const byRoute = new Map(output.routes.map((entry) => [entry.route, entry]));
  if (output.target !== expected.target) {
    problems.push(`built for target ${output.target ?? '(none)'}, expected ${expected.target}`);
  }
  for (const route of expected.staticRoutes) {
    const entry = byRoute.get(route);
    if (!entry) problems.push(`${route}: missing from the output`);
    else if (entry.kind !== 'static')
      problems.push(`${route}: served as ${entry.kind} (${entry.runtime}), not static`);
    else if (entry.unhashedScripts)
      problems.push(`${route}: ${entry.unhashedScripts} inline scripts outside its script policy`);
  }
  for (const route of expected.dynamicRoutes) {
    const entry = byRoute.get(route);
    if (!entry) problems.push(`${route}: missing from the output`);
    else if (entry.kind !== 'function')
      problems.push(`${route}: served as ${entry.kind}, not a function`);
  }
  const edges = output.routes.filter((entry) => entry.kind === 'edge');
  if (edges.length !== 1 || edges[0].route !== '/middleware') {
    problems.push(
      `expected one Edge function, the middleware; found ${edges.map((e) => e.route).join(', ') || 'none'}`,
    );
  }
  for (const edge of edges) {
    if (edge.bytes > EDGE_GZIP_LIMIT)
      problems.push(
        `${edge.route}: ${edge.bytes} B gzip, over the Edge limit of ${EDGE_GZIP_LIMIT} B`,
      );
  }
  for (const entry of output.routes) {
    if (entry.kind === 'function' || entry.kind === 'isr') {
      if (entry.runtime !== NODE_RUNTIME)
        problems.push(`${entry.route}: runs on ${entry.runtime}, not ${NODE_RUNTIME}`);
    }
    if (entry.kind === 'function' && entry.bytes > FUNCTION_BYTES_LIMIT) {
      problems.push(
        `${entry.route}: ${entry.bytes} B, over the function limit of ${FUNCTION_BYTES_LIMIT} B`,
      );
    }
  }
  return problems;
}

function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/**
 * The route table of docs/deploying.md: one row per route with the three locales folded into
 * `/{locale}` (English's home is `/en` inside the output; visitors see `/`) and the Open Graph
 * images into one row. `/[locale]/…` functions are the framework's fallbacks for parameters that
 * were not prerendered; the middleware answers every such URL before they are reached. Sizes: a
 * static page's HTML, a function's files, the middleware's gzip; for a folded row the largest.
 * @param {BuildOutput} output
 * @param {readonly string[]} locales
 */
export function routeTable(output, locales) {
  const localeSegment = new RegExp(`/(${locales.join('|')})(?=/|$)`);
  /** @type {Map<string, OutputRoute & { count: number }>} */
  const rows = new Map();
  for (const entry of output.routes) {
    const route = entry.route
      .replace(localeSegment, '/{locale}')
      .replace(/^\/og\/\{locale\}\/[^/]+\.png$/, '/og/{locale}/{page}.png');
    const key = `${route} ${entry.kind}`;
    const seen = rows.get(key);
    rows.set(key, {
      ...entry,
      route,
      bytes: Math.max(entry.bytes, seen?.bytes ?? 0),
      count: (seen?.count ?? 0) + 1,
    });
  }
  const lines = [
    '| route | kind | runtime | size | outputs |',
    '| --- | --- | --- | ---: | ---: |',
  ];
  for (const row of rows.values()) {
    lines.push(
      `| \`${row.route}\` | ${row.kind} | ${row.runtime} | ${formatBytes(row.bytes)} | ${row.count} |`,
    );
  }
  return lines.join('\n');
}
