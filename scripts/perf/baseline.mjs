/**
 * The yardstick the site is measured against: `perf/baseline/` (PERF_BASELINE_DIR overrides), a bare
 * Next 16 + next-intl app on the same stack, built and served in the same run as the site so that
 * both meet the same machine (Lighthouse's simulated throttling multiplies the host's CPU).
 *
 * Its URLs carry no locale (localePrefix 'never'): Korean comes from `Accept-Language: ko`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

export const baselineSource = resolve(
  process.env.PERF_BASELINE_DIR ?? join(import.meta.dirname, '../../perf/baseline'),
);
/**
 * Built outside the repository: a copy of the source, with this project's node_modules linked in,
 * one folder per checkout (two worktrees measuring at once must not build into one).
 */
export const baselineDir = join(tmpdir(), `chaedle-perf-baseline-${basename(resolve('.'))}`);

/** The baseline's page for each kind of site page (it has a home, a company page and a consent page). */
export const baselinePages = {
  home: '/',
  marketing: '/company',
  consent: '/private/consent/101',
};

/** The headers that make the baseline answer in Korean, as the site's /ko pages do. */
export const baselineHeaders = { 'Accept-Language': 'ko' };

/**
 * Copies and builds the baseline (its dependencies are the site's own versions: next, next-intl,
 * react, so the site's node_modules is hard-linked in rather than installed). Returns its folder.
 */
export function buildBaseline({ env = process.env } = {}) {
  if (!existsSync(join(baselineSource, 'package.json'))) {
    throw new Error(
      `No baseline app at ${baselineSource}: set PERF_BASELINE_DIR to a copy of perf/baseline.`,
    );
  }
  checkSameStack();
  rmSync(baselineDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  cpSync(baselineSource, baselineDir, {
    recursive: true,
    filter: (path) => !/\/(node_modules|\.next)(\/|$)/.test(path.slice(baselineSource.length)),
  });
  const modules = resolve('node_modules');
  // Hard links: Turbopack resolves packages inside the project root, not through a symlink out of it.
  const linked = spawnSync('cp', ['-al', modules, join(baselineDir, 'node_modules')]);
  if (linked.status !== 0) symlinkSync(modules, join(baselineDir, 'node_modules'), 'dir');
  const build = spawnSync('npx', ['next', 'build'], {
    cwd: baselineDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('The baseline app did not build.');
  return baselineDir;
}

/**
 * The bare app's dependencies pinned at other versions than the site's, as "name base vs site":
 * the comparison only means something when the baseline pins what the site runs (also checked by
 * scripts/test/lockfile.test.mjs, so that an update moving one of them fails before the lab does).
 * @param {Record<string, string>} site the site's dependencies
 * @param {Record<string, string>} base the bare app's
 */
export function differingPins(site, base) {
  return Object.keys(base)
    .filter((name) => site[name] && site[name] !== base[name])
    .map((name) => `${name} ${base[name]} vs ${site[name]}`);
}

function checkSameStack() {
  const site = JSON.parse(readFileSync('package.json', 'utf8')).dependencies;
  const base = JSON.parse(readFileSync(join(baselineSource, 'package.json'), 'utf8')).dependencies;
  const differing = differingPins(site, base);
  if (differing.length) {
    throw new Error(`The baseline pins other versions than the site: ${differing.join(', ')}.`);
  }
}
