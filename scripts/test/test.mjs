#!/usr/bin/env node
/**
 * `npm test`: type check, lint, format check, unit tests, the two e2e builds (production and a
 * Vercel preview), end-to-end tests against `next start` of each with the local stand-ins. Runs
 * every step it can, exits non-zero on any failure, and ends with one line `N passed, N failed`
 * (Jest and Playwright counts summed; a failed check step that has no test count counts as one
 * failure).
 *
 * `--engines` (`npm run test:engines`): only the production build and the journeys in WebKit and
 * Firefox (the `webkit` and `firefox` projects, e2e/engines/), with the same last line.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { e2eChromium, e2eWorkers } from './e2eEnv.mjs';
import { preflightMessage, probeMachine } from './testPreflight.mjs';

const started = Date.now();
const enginesOnly = parseArgs({ options: { engines: { type: 'boolean' } } }).values.engines;

/** Stops before anything starts: why, then the last line every run ends with. */
function stopBeforeTheRun(why) {
  console.log(why);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// What the run needs (Node.js 24, node_modules as locked, the browsers, fonts, Java, Xvfb): one
// line naming what is missing and the setup, which installs it.
const missing = preflightMessage(probeMachine(), { engines: enginesOnly });
if (missing) stopBeforeTheRun(missing);

const nodeLine = `Node.js ${process.version}`;
console.log(nodeLine);
let passed = 0;
let failed = 0;
const failures = [];

/**
 * Runs one step and resolves whether it passed. A step `beside` others writes into a file, printed
 * whole when it ends, so that steps running at the same time do not interleave their lines.
 */
function run(label, command, args, { beside = false } = {}) {
  const t0 = Date.now();
  const header = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  const logFile = `.e2e/step-${label.replace(/\W+/g, '-')}.log`;
  if (!beside) console.log(header);
  const out = beside ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(command, args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      if (beside) {
        closeSync(out);
        console.log(`${header} (beside the builds)`);
        process.stdout.write(readFileSync(logFile));
      }
      console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// The inline scripts' compiled text, which the type check, Jest and the builds read.
await import('../build/inlineScripts.mjs');
mkdirSync('.e2e', { recursive: true });
rmSync('.e2e/jest.json', { force: true });
rmSync('.e2e/results.json', { force: true });

// A step that failed with no failed test (a port in use, a crash) still counts as one failure, so
// the last line never reads "0 failed" for a red run.
const atLeastOneIf = (stepFailed, count) => (stepFailed && count === 0 ? 1 : count);

// The checks run one after another beside the e2e builds: single-threaded for the most part, they
// fill the cores the builds leave idle (docs/testing.md).
const checks = enginesOnly
  ? Promise.resolve()
  : (async () => {
      const beside = { beside: true };
      if (!(await run('type check', 'npx', ['tsc', '--noEmit'], beside))) failed += 1;
      if (!(await run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], beside))) failed += 1;
      if (!(await run('format', 'npx', ['prettier', '--check', '.'], beside))) failed += 1;
      const links = ['remark', '.', '--quiet', '--frail', '--no-stdout'];
      if (!(await run('document links', 'npx', links, beside))) failed += 1;
      const unitOk = await run(
        'unit tests',
        'npx',
        ['jest', '--json', '--outputFile=.e2e/jest.json'],
        beside,
      );
      const jest = readJson('.e2e/jest.json');
      if (jest) {
        passed += jest.numPassedTests;
        failed += atLeastOneIf(
          !unitOk,
          jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
        );
      } else failed += 1;
    })();

// The e2e builds point the site at the stand-ins, each in its own folder (never `.next`); a real
// deployment builds with its own env. The preview build is a Vercel preview with Sentry on.
const buildE2e = 'scripts/test/buildE2e.mjs';
const builtMain = await run('production build', 'node', [buildE2e, '--only', 'main']);
if (!builtMain) failed += 1;
const builtPreview =
  enginesOnly || (await run('preview build', 'node', [buildE2e, '--only', 'preview']));
if (!builtPreview) failed += 1;
const built = builtMain && builtPreview;
await checks;

if (built) {
  const chromium = e2eChromium();
  console.log(
    `${enginesOnly ? 'WebKitGTK and Firefox ESR' : `Chromium: ${chromium ?? "Playwright's own (no CHROMIUM_PATH, no Debian chromium-headless-shell or chromium)"}`}; ` +
      `${e2eWorkers()} worker(s) on ${availableParallelism()} core(s).`,
  );
  const e2eOk = enginesOnly
    ? await run('WebKit and Firefox journeys', 'npx', [
        'playwright',
        'test',
        '--project=webkit',
        '--project=firefox',
      ])
    : await run('end-to-end tests', 'npx', ['playwright', 'test']);
  const e2e = readJson('.e2e/results.json');
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += atLeastOneIf(!e2eOk, e2e.stats.unexpected);
  } else failed += 1;
}

console.log(`\nTotal time ${((Date.now() - started) / 60000).toFixed(1)} min on ${nodeLine}.`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
