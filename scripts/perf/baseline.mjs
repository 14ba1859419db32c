/**
 * The yardstick the site is measured against: `perf/baseline/`, a bare Next 16 + next-intl app on
 * the same stack, built and served in the same run as the site so that both meet the same machine.
 * Built outside the repository (one folder per checkout), with this project's node_modules
 * hard-linked in: Turbopack resolves packages inside the project root, not through a symlink.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const source = join(import.meta.dirname, '../../perf/baseline');
export const baselineDir = join(tmpdir(), `chaedle-perf-baseline-${basename(resolve('.'))}`);

/**
 * The bare app's dependencies pinned at other versions than the site's, as "name base vs site"
 * (scripts/test/lockfile.test.mjs fails an update that moves one and not the other).
 * @param {Record<string, string>} site
 * @param {Record<string, string>} base
 */
export function differingPins(site, base) {
  return Object.keys(base)
    .filter((name) => site[name] && site[name] !== base[name])
    .map((name) => `${name} ${base[name]} vs ${site[name]}`);
}

export function buildBaseline() {
  const pins = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies;
  const differing = differingPins(pins('.'), pins(source));
  if (differing.length)
    throw new Error(`The bare app pins other versions: ${differing.join(', ')}`);
  rmSync(baselineDir, { recursive: true, force: true });
  cpSync(source, baselineDir, {
    recursive: true,
    filter: (path) => !/\/(node_modules|\.next)(\/|$)/.test(path.slice(source.length)),
  });
  spawnSync('cp', ['-al', resolve('node_modules'), join(baselineDir, 'node_modules')]);
  const build = spawnSync('npx', ['next', 'build'], {
    cwd: baselineDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('The bare app did not build.');
}
