import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { e2eEnv, e2ePorts } from './scripts/e2e-env.mjs';

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/stand-ins/backend.mjs --port ${e2ePorts.backend}`,
      url: `http://127.0.0.1:${e2ePorts.backend}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/stand-ins/aws.mjs --port ${e2ePorts.aws}`,
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
  ],
});
