import { missingPackages, modulesState, needs, preflightMessage } from './testPreflight.mjs';

const everything = Object.fromEntries(needs.map((need) => [need.key, true]));
everything.modules = 'ok';
const without = (...keys) => ({
  ...everything,
  ...Object.fromEntries(keys.map((key) => [key, key === 'modules' ? 'missing' : false])),
});

describe('preflightMessage', () => {
  it('says nothing when the machine has everything', () => {
    expect(preflightMessage(everything)).toBeUndefined();
    expect(preflightMessage(everything, { engines: true })).toBeUndefined();
  });

  it('names everything missing in one line, with the package or variable and the setup command', () => {
    const message = preflightMessage(without('node24', 'java', 'headlessShell', 'firefox'));
    expect(message).toBe(
      "npm test needs Node.js 24, Chromium's headless shell (chromium-headless-shell or CHROMIUM_PATH), " +
        'Java for the HTML checker (default-jre-headless), Firefox ESR (firefox-esr or FIREFOX_PATH): ' +
        'run `bash scripts/setup.sh`',
    );
    expect(message).not.toContain('\n');
  });

  it('tells a missing node_modules from one out of step with the lockfile', () => {
    expect(preflightMessage(without('modules'))).toBe(
      'npm test needs node_modules (npm ci): run `bash scripts/setup.sh`',
    );
    expect(preflightMessage({ ...everything, modules: 'stale' })).toBe(
      'npm test needs node_modules in step with package-lock.json: run `bash scripts/setup.sh`',
    );
  });

  it('asks the engines run only for what the WebKit and Firefox journeys use', () => {
    const noChromiumNoJava = without('headlessShell', 'chromium', 'java');
    expect(preflightMessage(noChromiumNoJava, { engines: true })).toBeUndefined();
    expect(preflightMessage(noChromiumNoJava)).toMatch(/^npm test needs Chromium's headless shell/);
    expect(preflightMessage(without('xvfb', 'webkitDriver'), { engines: true })).toBe(
      'npm run test:engines needs WebKitWebDriver (webkit2gtk-driver or WEBKIT_WEBDRIVER_PATH), ' +
        'Xvfb (xvfb or E2E_WEBKIT_DISPLAY): run `bash scripts/setup.sh`',
    );
  });

  it('does not hold up a run for the full browser, which only the perf lab and watched runs use', () => {
    expect(preflightMessage(without('chromium'))).toBeUndefined();
  });

  it("asks for a newer Firefox ESR when Debian's is older than the journeys need", () => {
    expect(preflightMessage({ ...everything, firefoxVersion: 153 })).toBeUndefined();
    expect(preflightMessage({ ...everything, firefoxVersion: 140 }, { engines: true })).toBe(
      'npm run test:engines needs Firefox ESR 153 or later, not 140 (firefox-esr from ' +
        "Debian's security archive, bookworm-security, or FIREFOX_PATH): run `bash scripts/setup.sh`",
    );
    expect(missingPackages({ ...everything, firefoxVersion: 140 })).toEqual(['firefox-esr']);
  });

  it('asks for each font', () => {
    expect(preflightMessage(without('cjkFont'))).toContain('the Noto CJK font (fonts-noto-cjk)');
    expect(preflightMessage(without('dejavuFont'))).toContain(
      'the DejaVu fonts (fonts-dejavu-core)',
    );
  });
});

describe('missingPackages', () => {
  it('lists the Debian package of each missing thing, the full browser included', () => {
    expect(missingPackages(everything)).toEqual([]);
    expect(missingPackages(without('node24', 'modules', 'chromium', 'xvfb', 'cjkFont'))).toEqual([
      'chromium',
      'fonts-noto-cjk',
      'xvfb',
    ]);
  });

  it('has a package for every need but Node.js and node_modules', () => {
    const all = needs.map((need) => need.key);
    expect(missingPackages(without(...all))).toEqual([
      'chromium-headless-shell',
      'chromium',
      'fonts-noto-cjk',
      'fonts-dejavu-core',
      'default-jre-headless',
      'webkit2gtk-driver',
      'xvfb',
      'firefox-esr',
    ]);
  });
});

describe('modulesState', () => {
  const lock = {
    packages: {
      '': { name: 'site' },
      'node_modules/next': { version: '16.4.6' },
      'node_modules/@next/swc-darwin-arm64': { version: '16.4.6', optional: true },
      'node_modules/fsevents': { version: '2.3.3', devOptional: true },
    },
  };
  const installed = { packages: { 'node_modules/next': { version: '16.4.6' } } };

  it("is missing without npm's record of an install", () => {
    expect(modulesState(lock, undefined)).toBe('missing');
    expect(modulesState(lock, {})).toBe('missing');
  });

  it("is ok when every locked package is there at its version (another platform's optional ones aside)", () => {
    expect(modulesState(lock, installed)).toBe('ok');
  });

  it('is stale when a package is at another version, missing, or no longer locked', () => {
    expect(modulesState(lock, { packages: { 'node_modules/next': { version: '16.4.5' } } })).toBe(
      'stale',
    );
    expect(
      modulesState(
        { packages: { ...lock.packages, 'node_modules/yup': { version: '1.7.1' } } },
        installed,
      ),
    ).toBe('stale');
    expect(
      modulesState(lock, {
        packages: { ...installed.packages, 'node_modules/left-pad': { version: '1.3.0' } },
      }),
    ).toBe('stale');
  });
});
