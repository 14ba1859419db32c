import { CHUNK_LOAD_TIMEOUT_MS } from './lib/browser/chunkLoadTimeout.mjs';
import { withSentryConfig } from '@sentry/nextjs/config';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { factProblems } from './lib/config/companyFacts.mjs';
import { copyProblems } from './lib/config/copyRegister.mjs';
import {
  deploymentProblems,
  inlinedDeployment,
  resolveDeployment,
} from './lib/config/deployment.mjs';
import { envProblems } from './lib/config/envSchema.mjs';
import { release } from './lib/config/release.mjs';
import { policyConfig, securityHeaders } from './lib/security/securityHeaders.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const dev = process.env.NODE_ENV === 'development';

/** Consent pages: never indexed, never kept by a shared cache (they are also rendered per request). */
const privateHeaders = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Cache-Control', value: 'private, no-store, max-age=0' },
];

/**
 * Production builds carry nothing of the review mode (docs/copy.md): its route
 * files (`route.review.ts`) are not routes, and its switch resolves to an empty component.
 * @param {import('./lib/config/deployment.mjs').Deployment} deployment
 */
const reviewMode = (deployment) => deployment.environment !== 'production';
const REVIEW_SLOT = '@/components/review/ReviewSlot';
const REVIEW_SLOT_OFF = './components/review/ReviewSlot.off.tsx';

/** @param {import('./lib/config/deployment.mjs').Deployment} deployment */
const testHooks = (deployment) =>
  Boolean(process.env.E2E_TEST_HOOKS?.trim()) && deployment.environment !== 'production';

/**
 * @param {import('./lib/config/deployment.mjs').Deployment} deployment
 * @returns {import('next').NextConfig}
 */
const nextConfig = (deployment) => ({
  // Off only for the e2e builds of a CI checkout, which never builds twice (scripts/test/buildE2e.mjs).
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashed each page's HTML per request for its ETag; the middleware tags them per build instead.
  generateEtags: false,
  // Builds made for the e2e tests go to their own folder (scripts/test/e2eEnv.mjs), never `.next`.
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  // `*.e2e.ts(x)` files (app/api/e2e/) are routes only in a non-production build made with
  // E2E_TEST_HOOKS=1 (the preview e2e build); a production build refuses the variable (lib/config/deployment.mjs).
  pageExtensions: [
    'tsx',
    'ts',
    'jsx',
    'js',
    ...(testHooks(deployment) ? ['e2e.ts', 'e2e.tsx'] : []),
    ...(reviewMode(deployment) ? ['review.ts'] : []),
  ],
  turbopack: {
    resolveAlias: reviewMode(deployment) ? {} : { [REVIEW_SLOT]: REVIEW_SLOT_OFF },
  },
  // scripts/test/buildE2e.mjs: `npm test` has type-checked once already; its two builds need not again.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  env: {
    // Always defined, so an unset DSN is inlined as '' and the lazy Sentry loader is dropped from the bundle.
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    // Which deployment this is (docs/deploying.md), decided once here: server, edge and browser
    // code read the same answer.
    ...inlinedDeployment(deployment),
    // One tag per build for the prerendered pages' ETag (lib/middleware/revalidation.ts); none in next dev.
    SITE_BUILD_TAG: dev ? '' : Date.now().toString(36),
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders(policyConfig(process.env, deployment, dev)),
      },
      // Not production: nothing of this deployment may be indexed (pages, metadata routes, images, files).
      ...(deployment.environment === 'production'
        ? []
        : [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }]),
      // With or without a locale prefix; an unknown prefix is a 404, which may carry these too.
      { source: '/:locale?/private/:path*', headers: privateHeaders },
      { source: '/:locale?/sign-in', headers: privateHeaders },
    ];
  },
  webpack(config) {
    config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS };
    if (!reviewMode(deployment)) {
      config.resolve.alias = {
        ...config.resolve.alias,
        [`${REVIEW_SLOT}$`]: fileURLToPath(new URL(REVIEW_SLOT_OFF, import.meta.url)),
      };
    }
    return config;
  },
});

const sentryAuthToken = process.env.SENTRY_AUTH_TOKEN?.trim() || undefined;

/**
 * Sentry's build step (README). It never reaches the network unless an auth
 * token is set: no telemetry, and no release or source map upload without SENTRY_AUTH_TOKEN.
 */
const sentryBuildOptions = {
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: sentryAuthToken,
  telemetry: false,
  silent: !process.env.CI,
  release: { name: release, create: Boolean(sentryAuthToken), finalize: Boolean(sentryAuthToken) },
  sourcemaps: { disable: !sentryAuthToken, deleteSourcemapsAfterUpload: true },
  widenClientFileUpload: Boolean(sentryAuthToken),
  // Parameterised transaction names are not worth the bytes on every page while Sentry loads lazily.
  routeManifestInjection: false,
};

/** @param {string} name a JSON file of lib/content/, read for the gate below */
const content = (name) =>
  JSON.parse(readFileSync(new URL(`./lib/content/${name}`, import.meta.url), 'utf8'));

/** @param {string[]} problems */
const listed = (problems) => problems.map((problem) => `  - ${problem}`).join('\n');

/**
 * Every build stops here on a malformed variable (lib/config/envSchema.mjs); a declared production
 * build also without a canonical origin, with company facts that are still placeholders, or with
 * unconfirmed drafts or placeholder assets (docs/copy.md), naming all that is to fix at once
 * (docs/deploying.md).
 * Exported for lib/config/deployment.test.ts and lib/config/envSchema.test.ts, and with fixtures of
 * the two files for lib/config/copyRegister.test.ts.
 * @param {Record<string, string | undefined>} vars
 * @param {{ facts: unknown, register: unknown }} [files] lib/content/companyFacts.json and
 *   lib/content/copyRegister.json, parsed
 */
export function checkBuild(
  vars,
  files = { facts: content('companyFacts.json'), register: content('copyRegister.json') },
) {
  const problems = [
    ...envProblems(vars),
    ...deploymentProblems(vars),
    ...factProblems(files.facts, vars),
    ...copyProblems(files.register, vars),
  ];
  if (problems.length) throw new Error(`This build cannot go on:\n${listed(problems)}`);
}

/** @param {string} phase */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) checkBuild(process.env);
  // `next dev` runs on, saying what a build would refuse.
  const devProblems = phase === PHASE_DEVELOPMENT_SERVER ? envProblems(process.env) : [];
  if (devProblems.length) {
    console.warn(`\n⚠ A build would stop on these variables:\n${listed(devProblems)}\n`);
  }
  const deployment = resolveDeployment(process.env, { dev: phase === PHASE_DEVELOPMENT_SERVER });
  return withSentryConfig(withNextIntl(nextConfig(deployment)), sentryBuildOptions);
}
