/**
 * Ports and build-time environment of the end-to-end run, shared by scripts/test/buildE2e.mjs (which
 * builds the site with them, so prerendered pages point at the stand-ins) and playwright.config.ts.
 * Override the ports with E2E_APP_PORT, E2E_BACKEND_PORT, E2E_AWS_PORT, E2E_PREVIEW_PORT and
 * E2E_SENTRY_PORT to run two checkouts side by side.
 *
 * Both e2e builds go to their own output folder (NEXT_DIST_DIR, read by next.config.mjs), never
 * `.next`: `npm start` or a deployment can never pick up a build that points at a stand-in.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const e2ePorts = {
  app: Number(process.env.E2E_APP_PORT ?? 3100),
  backend: Number(process.env.E2E_BACKEND_PORT ?? 4010),
  aws: Number(process.env.E2E_AWS_PORT ?? 4020),
  /** `next start` of the preview build (e2e/preview/) */
  preview: Number(process.env.E2E_PREVIEW_PORT ?? 3101),
  /** the Sentry ingest stand-in the preview build reports to */
  sentry: Number(process.env.E2E_SENTRY_PORT ?? 4030),
};

export const e2eDistDir = '.next-e2e';
export const previewDistDir = '.next-e2e-preview';

/** The main e2e build: a production build (no SITE_ENV / VERCEL_ENV) without Sentry. */
export const e2eEnv = {
  NEXT_DIST_DIR: e2eDistDir,
  NEXT_PUBLIC_SITE_URL: `http://localhost:${e2ePorts.app}`,
  NEXT_PUBLIC_API_BASE_URL: `http://127.0.0.1:${e2ePorts.backend}/`,
  NEXT_PUBLIC_AWS_ENDPOINT: `http://127.0.0.1:${e2ePorts.aws}`,
  NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: 'ap-northeast-2:00000000-0000-4000-8000-000000000000',
  NEXT_PUBLIC_AWS_REGION: 'ap-northeast-2',
  NEXT_PUBLIC_ADMIN_SITE_URL: 'https://admin.chaedle.com',
};

/** Vercel's system variables of the preview build, as Vercel sets them (host names, no scheme). */
export const previewVercel = {
  VERCEL_ENV: 'preview',
  VERCEL_URL: 'chaedle-website-k2j4h6d8s-chaedle.vercel.app',
  VERCEL_BRANCH_URL: 'chaedle-website-git-feature-hero-chaedle.vercel.app',
  VERCEL_PROJECT_PRODUCTION_URL: 'www.chaedle.com',
};

export const sentryDsn = `http://public@127.0.0.1:${e2ePorts.sentry}/1`;

/**
 * The preview build: a Vercel preview (no NEXT_PUBLIC_SITE_URL, as on Vercel), reporting to the Sentry
 * stand-in (tracing every visit), with the e2e-only routes (E2E_TEST_HOOKS, app/api/e2e/) compiled in.
 */
export const previewEnv = {
  ...Object.fromEntries(Object.entries(e2eEnv).filter(([name]) => name !== 'NEXT_PUBLIC_SITE_URL')),
  ...previewVercel,
  NEXT_DIST_DIR: previewDistDir,
  NEXT_PUBLIC_SENTRY_DSN: sentryDsn,
  SENTRY_DSN: sentryDsn,
  // Every visit traced, so a test's page load and interaction reach the stand-in.
  NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '1',
  E2E_TEST_HOOKS: '1',
};

/**
 * The Chromium the suite launches: CHROMIUM_PATH if set, else Debian's headless shell (package
 * `chromium-headless-shell`), else Debian's browser binary itself, else undefined (Playwright's own,
 * which is its headless shell too when headless). The headless shell is the browser without its
 * user interface: Debian's full browser in headless mode also runs the omnibox popup's WebUI
 * renderer, which cost more CPU than the page under test (docs/testing.md).
 * A watched run (--headed, --debug, --ui) takes the full browser (`fullBrowser`). Never /usr/bin/chromium:
 * on Debian that is a shell wrapper that adds default flags of its own (GPU rasterization,
 * extensions, …), and a test run should start the browser with only the flags playwright.config.ts
 * chooses.
 */
export const debianChromium = '/usr/lib/chromium/chromium';
export const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

export function e2eChromium({ fullBrowser = false } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const candidates = fullBrowser ? [debianChromium] : [debianHeadlessShell, debianChromium];
  return candidates.find((path) => existsSync(path));
}

/**
 * The only flags besides the launcher's own that the suite (playwright.config.ts) and the lab's
 * Lighthouse runs (scripts/perf/perf.mjs) start Chromium with: no background traffic that would show
 * in the network log.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright workers for this machine: E2E_WORKERS if set, else one fewer than the cores this
 * process may use (taskset and cgroup affinity included), so `next start` and the stand-ins keep a
 * core of their own, but two on two cores and one on one. Much of a test's time is waiting (the
 * server, timers, idle periods): on two cores a second worker cut a spec's wall time by a third
 * (docs/testing.md).
 */
export function e2eWorkers(cores = availableParallelism()) {
  const forced = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return Math.max(Math.min(2, cores), cores - 1);
}
