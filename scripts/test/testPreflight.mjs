/**
 * What `npm test` and `npm run test:engines` need before they start, checked in their first second
 * (scripts/test/test.mjs), and the Debian packages `bash scripts/setup.sh` installs: one
 * list, so the check and the setup cannot disagree (docs/testing.md).
 *
 *   node scripts/test/testPreflight.mjs [--engines]   the one line naming what is missing, or nothing
 *   node scripts/test/testPreflight.mjs --apt         the Debian packages missing, space-separated
 *   node scripts/test/testPreflight.mjs --modules     ok, missing or stale (node_modules against the lock)
 *
 * Node builtins only: the setup runs it before `npm ci`, on the Node.js 24 that scripts/node24.sh
 * fetched first (never on the machine's own, which may be too old to parse it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { debianChromium, debianHeadlessShell } from './e2eEnv.mjs';

export const setupCommand = 'bash scripts/setup.sh';

/**
 * The oldest Firefox ESR the Firefox journeys run on: Puppeteer drives it over WebDriver BiDi, and
 * ESR 140 (a Debian 12 without its security archive) lacks commands the journeys use, so every one
 * of them fails at once.
 */
export const firefoxEsrMin = 153;

const both = ['test', 'engines'];

/**
 * Each thing a run needs: what it is (as the message names it), the Debian package that brings
 * it, the variable that points at one of the user's own instead, and which runs need it
 * (`test`: npm test, `engines`: npm run test:engines). `chromium` (the full browser: the perf
 * lab, a watched run) is installed by the setup but needed by neither run.
 */
export const needs = [
  { key: 'node24', what: 'Node.js 24', runs: both },
  { key: 'modules', what: 'node_modules', runs: both },
  {
    key: 'headlessShell',
    what: "Chromium's headless shell",
    apt: 'chromium-headless-shell',
    override: 'CHROMIUM_PATH',
    runs: ['test'],
  },
  { key: 'chromium', what: 'Chromium', apt: 'chromium', runs: [] },
  { key: 'cjkFont', what: 'the Noto CJK font', apt: 'fonts-noto-cjk', runs: both },
  { key: 'dejavuFont', what: 'the DejaVu fonts', apt: 'fonts-dejavu-core', runs: both },
  { key: 'java', what: 'Java for the HTML checker', apt: 'default-jre-headless', runs: ['test'] },
  {
    key: 'webkitDriver',
    what: 'WebKitWebDriver',
    apt: 'webkit2gtk-driver',
    override: 'WEBKIT_WEBDRIVER_PATH',
    runs: both,
  },
  { key: 'xvfb', what: 'Xvfb', apt: 'xvfb', override: 'E2E_WEBKIT_DISPLAY', runs: both },
  { key: 'firefox', what: 'Firefox ESR', apt: 'firefox-esr', override: 'FIREFOX_PATH', runs: both },
];

/** Present, and for Debian's Firefox ESR not older than the journeys need. */
function present(need, found) {
  if (need.key === 'modules') return found.modules === 'ok';
  if (need.key === 'firefox') return found.firefox && !(found.firefoxVersion < firefoxEsrMin);
  return found[need.key];
}

function describe(need, found) {
  if (need.key === 'firefox' && found.firefox) {
    return `Firefox ESR ${firefoxEsrMin} or later, not ${found.firefoxVersion} (firefox-esr from Debian's security archive, bookworm-security, or FIREFOX_PATH)`;
  }
  if (need.key === 'modules') {
    return found.modules === 'stale'
      ? 'node_modules in step with package-lock.json'
      : 'node_modules (npm ci)';
  }
  const how = [need.apt, need.override].filter(Boolean).join(' or ');
  return how ? `${need.what} (${how})` : need.what;
}

/**
 * The one line a run prints when something it needs is missing, else undefined. `found` maps each
 * need's key to true when present (`modules`: 'ok', 'missing' or 'stale').
 */
export function preflightMessage(found, { engines = false } = {}) {
  const run = engines ? 'engines' : 'test';
  const missing = needs.filter((need) => need.runs.includes(run) && !present(need, found));
  if (missing.length === 0) return undefined;
  const command = engines ? 'npm run test:engines' : 'npm test';
  return `${command} needs ${missing.map((need) => describe(need, found)).join(', ')}: run \`${setupCommand}\``;
}

/** The Debian packages the setup installs: every need with a package that is missing or too old. */
export function missingPackages(found) {
  return needs.filter((need) => need.apt && !present(need, found)).map((need) => need.apt);
}

/**
 * Whether node_modules is what `npm ci` makes of package-lock.json, read from npm's own record of
 * the install (node_modules/.package-lock.json): every locked package at its version (optional
 * ones may be absent: another platform's), and nothing more.
 */
export function modulesState(lock, installed) {
  if (!installed?.packages) return 'missing';
  const locked = Object.entries(lock.packages ?? {}).filter(([path]) => path !== '');
  for (const [path, entry] of locked) {
    const have = installed.packages[path];
    if (!have) {
      if (entry.optional || entry.devOptional) continue;
      return 'stale';
    }
    if (have.version !== entry.version) return 'stale';
  }
  const known = new Set(locked.map(([path]) => path));
  return Object.keys(installed.packages).every((path) => known.has(path)) ? 'ok' : 'stale';
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function onPath(name, env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)));
}

/** Playwright's own headless shell (`npx playwright install chromium`), where there is no Debian one. */
function playwrightHeadlessShell(root, env) {
  const browsers = readJson(join(root, 'node_modules/playwright-core/browsers.json'))?.browsers;
  const revision = browsers?.find(
    (browser) => browser.name === 'chromium-headless-shell',
  )?.revision;
  const folder = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache/ms-playwright');
  return Boolean(revision) && existsSync(join(folder, `chromium_headless_shell-${revision}`));
}

/** The version of Debian's Firefox ESR, from application.ini beside its binary: no browser started. */
function debianFirefoxVersion(binary = '/usr/bin/firefox-esr') {
  try {
    const ini = readFileSync(join(dirname(realpathSync(binary)), 'application.ini'), 'utf8');
    const major = /^Version=(\d+)/m.exec(ini)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

function hasFont(family, file) {
  const listed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  return (listed.stdout ?? '').includes(family) || existsSync(file);
}

/** What this machine has, as preflightMessage and missingPackages read it. */
export function probeMachine({ root = process.cwd(), env = process.env } = {}) {
  const given = (name, fallback) => (env[name] ? existsSync(env[name]) : existsSync(fallback));
  return {
    node24: process.versions.node.split('.')[0] === '24',
    modules: modulesState(
      readJson(join(root, 'package-lock.json')) ?? {},
      readJson(join(root, 'node_modules/.package-lock.json')),
    ),
    headlessShell:
      given('CHROMIUM_PATH', debianHeadlessShell) || playwrightHeadlessShell(root, env),
    chromium: existsSync(debianChromium),
    cjkFont: hasFont('Noto Sans CJK', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
    dejavuFont: hasFont('DejaVu Sans', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
    java: onPath('java', env),
    webkitDriver: given('WEBKIT_WEBDRIVER_PATH', '/usr/bin/WebKitWebDriver'),
    xvfb: Boolean(env.E2E_WEBKIT_DISPLAY) || onPath('Xvfb', env),
    firefox: given('FIREFOX_PATH', '/usr/bin/firefox-esr'),
    // The user's own Firefox (FIREFOX_PATH) is taken as it is.
    firefoxVersion: env.FIREFOX_PATH ? undefined : debianFirefoxVersion(),
  };
}

if (import.meta.main) {
  const flags = {
    apt: { type: 'boolean' },
    modules: { type: 'boolean' },
    engines: { type: 'boolean' },
  };
  const { apt, modules, engines } = parseArgs({ options: flags }).values;
  const found = probeMachine();
  if (apt) console.log(missingPackages(found).join(' '));
  else if (modules) console.log(found.modules);
  else {
    const message = preflightMessage(found, { engines });
    if (message) console.log(message);
    process.exitCode = message ? 1 : 0;
  }
}
