import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { Engine } from './e2e/engines/support/driver';
import {
  chromiumFlags,
  e2eChromium,
  e2eEnv,
  e2ePorts,
  e2eWorkers,
  previewDistDir,
  previewEnv,
} from './scripts/test/e2eEnv.mjs';

const previewBuilt = existsSync(join(previewDistDir, 'BUILD_ID'));

// lib/ modules the specs import (the QR codes' /app/* addresses, the admin site) read what the e2e build baked in.
process.env.NEXT_PUBLIC_SITE_URL = e2eEnv.NEXT_PUBLIC_SITE_URL;
process.env.NEXT_PUBLIC_ADMIN_SITE_URL = e2eEnv.NEXT_PUBLIC_ADMIN_SITE_URL;

// A watched run (--headed, --debug, --ui) needs Chromium's full browser, not its headless shell
// (scripts/test/e2eEnv.mjs). Workers load this file without those flags, so they learn it from the
// environment the runner gives them.
if (
  ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) ||
  process.env.PWDEBUG
)
  process.env.E2E_WATCHED = '1';

/**
 * The end-to-end suite: real Chromium against `next start` and the stand-ins (README).
 * Built to pass on a slow, busy host (docs/testing.md): one test per page
 * or step with a generous limit, waits on states rather than sleeps, and nothing recorded for a
 * passing test.
 */
export default defineConfig<object, { engine: Engine }>({
  testDir: './e2e',
  fullyParallel: true,
  // Cores minus one, two on two cores (scripts/test/e2eEnv.mjs; E2E_WORKERS overrides).
  workers: e2eWorkers(),
  retries: process.env.CI ? 1 : 0,
  // Generous for a one-core host; a hang still ends at the first expect that waits too long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.e2e/results.json' }]],
  use: {
    baseURL: `http://localhost:${e2ePorts.app}`,
    locale: 'en-US',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Evidence only where it helps: a trace of a retried test, a screenshot of a failed one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell or browser binary (not its wrapper), with only these flags besides
      // Playwright's own; undefined means Playwright's Chromium.
      executablePath: e2eChromium({ fullBrowser: process.env.E2E_WATCHED === '1' }),
      args: [...chromiumFlags],
    },
  },
  projects: [
    // Projects start in this order: the long, serial jobs (each engine's spec files) and the
    // preview's first, so that the Chromium suite's many short tests fill both cores to the end
    // instead of a tail of engine jobs (docs/testing.md).
    //
    // The journeys that matter in WebKitGTK and Firefox ESR, each written once for both engines
    // (e2e/engines/, docs/testing.md "WebKit and Firefox"). A spec file's journeys run in order in
    // one worker, which keeps its browser: starting one costs 6-20 s on a busy host. A journey is
    // several pages and WebDriver types key by key, hence the longer limits.
    ...(['webkit', 'firefox'] as const).map((engine) => ({
      name: engine,
      testMatch: 'engines/**/*.spec.ts',
      fullyParallel: false,
      timeout: 120_000,
      expect: { timeout: 20_000 },
      use: { engine },
    })),
    // The Vercel preview build (previewEnv) with the Sentry stand-in, when it is built (npm test
    // builds it; npm run build:e2e -- --only preview). WebKit's Sentry journey visits it too.
    {
      name: 'preview',
      testMatch: 'preview/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${e2ePorts.preview}`,
      },
    },
    {
      name: 'chromium',
      testIgnore: ['preview/**', 'engines/**'],
      // Motion off unless a test is about it (`withMotion(page)`): an idle home page animating cost
      // 43 % of a core (docs/testing.md).
      use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' },
    },
  ],
  // The stand-ins and `next start`, never another run's: Playwright stops when a port is taken.
  webServer: [
    {
      command: `node scripts/stand-ins/backend.mjs --port ${e2ePorts.backend} --app-port ${e2ePorts.app} --app-port ${e2ePorts.preview}`,
      url: `http://127.0.0.1:${e2ePorts.backend}/__health`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/stand-ins/aws.mjs --port ${e2ePorts.aws} --app-port ${e2ePorts.app} --app-port ${e2ePorts.preview}`,
      url: `http://127.0.0.1:${e2ePorts.aws}/__health`,
      reuseExistingServer: false,
    },
    {
      command: `npx next start -H localhost -p ${e2ePorts.app}`,
      url: `http://localhost:${e2ePorts.app}/robots.txt`,
      env: { ...e2eEnv, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(previewBuilt
      ? [
          {
            command: `node scripts/stand-ins/sentry.mjs --port ${e2ePorts.sentry} --app-port ${e2ePorts.preview}`,
            url: `http://127.0.0.1:${e2ePorts.sentry}/__health`,
            reuseExistingServer: false,
          },
          {
            command: `npx next start -H localhost -p ${e2ePorts.preview}`,
            url: `http://localhost:${e2ePorts.preview}/robots.txt`,
            env: { ...previewEnv, NEXT_TELEMETRY_DISABLED: '1' },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
