import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { e2eEnv, e2ePorts, previewEnv } from './scripts/e2e-env.mjs';

// lib/ modules the specs import (the QR codes' /app/* addresses) read the origin the e2e build baked in.
process.env.NEXT_PUBLIC_SITE_URL = e2eEnv.NEXT_PUBLIC_SITE_URL;

const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // The machines have 2 cores: two workers keep npm test near 10 minutes without starving next start.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.e2e/results.json' }]],
  use: {
    baseURL: `http://localhost:${e2ePorts.app}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'preview/**',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The Vercel preview build (scripts/e2e-env.mjs previewEnv) on its own `next start`.
    {
      name: 'preview',
      testMatch: 'preview/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${e2ePorts.preview}`,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/stand-ins/backend.mjs --port ${e2ePorts.backend} --app-port ${e2ePorts.app} --app-port ${e2ePorts.preview}`,
      url: `http://127.0.0.1:${e2ePorts.backend}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/stand-ins/aws.mjs --port ${e2ePorts.aws} --app-port ${e2ePorts.app} --app-port ${e2ePorts.preview}`,
      url: `http://127.0.0.1:${e2ePorts.aws}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx next start -H localhost -p ${e2ePorts.app}`,
      url: `http://localhost:${e2ePorts.app}/robots.txt`,
      env: { ...e2eEnv, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/stand-ins/sentry.mjs --port ${e2ePorts.sentry}`,
      url: `http://127.0.0.1:${e2ePorts.sentry}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx next start -H localhost -p ${e2ePorts.preview}`,
      url: `http://localhost:${e2ePorts.preview}/robots.txt`,
      env: { ...previewEnv, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
