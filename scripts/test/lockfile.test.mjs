import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { differingPins } from '../perf/baseline.mjs';

// `npm ci` (CI's install, docs/deploying.md) refuses a lockfile that disagrees with package.json
// or lacks a platform's optional binary; these catch both before a push does.
const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

describe('package-lock.json', () => {
  it('records the dependencies, overrides and engines package.json declares', () => {
    const locked = lock.packages[''];
    expect(locked.dependencies).toEqual(pkg.dependencies);
    expect(locked.devDependencies).toEqual(pkg.devDependencies);
    expect(locked.engines).toEqual(pkg.engines);
    expect(lock.packages['node_modules/use-intl']?.version).toBe(pkg.overrides['use-intl']);
  });

  // next-intl and use-intl are released together; an update (Dependabot's included) that moves
  // next-intl must move package.json's use-intl override with it.
  it('keeps use-intl at the version of next-intl', () => {
    expect(pkg.overrides['use-intl']).toBe(lock.packages['node_modules/next-intl'].version);
  });

  // The lab's bare app (perf/baseline) is built with this project's node_modules, and `npm run
  // perf` refuses to compare when its pins differ from the site's: an update must move both
  // (Dependabot watches both folders, grouped), which this catches before the lab does.
  it('pins in the bare app of the lab (perf/baseline) what the site runs', () => {
    const base = JSON.parse(readFileSync(join(root, 'perf/baseline/package.json'), 'utf8'));
    expect(differingPins(pkg.dependencies, base.dependencies)).toEqual([]);
    expect(base.overrides['use-intl']).toBe(pkg.overrides['use-intl']);
  });

  it("lists every package's optional dependencies for every platform, as npm ci needs", () => {
    const missing = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // npm resolves a dependency from the nearest node_modules folder up the tree.
        const candidates = [];
        for (let at = path; ; at = at.slice(0, at.lastIndexOf('/node_modules/'))) {
          candidates.push(`${at ? `${at}/` : ''}node_modules/${name}`);
          if (!at.includes('/node_modules/')) break;
        }
        candidates.push(`node_modules/${name}`);
        if (!candidates.some((candidate) => candidate in lock.packages))
          missing.push(`${path} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // .npmrc's ignore-scripts holds for every npm (docs/deploying.md);
  // allowScripts is the record that each package's script was looked at and is not needed.
  it('runs no install script: .npmrc ignores them and allowScripts lists every one, not allowed', () => {
    const npmrc = readFileSync(join(root, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^ignore-scripts=true$/m);
    const withScript = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(
      Object.fromEntries([...new Set(withScript)].sort().map((name) => [name, false])),
    ).toEqual(pkg.allowScripts);
  });
});
