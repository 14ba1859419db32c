import { withSentryConfig } from '@sentry/nextjs/config';
import createNextIntlPlugin from 'next-intl/plugin';
import { release } from './lib/release.mjs';
import { securityHeaders } from './lib/securityHeaders.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const dev = process.env.NODE_ENV === 'development';

/** SPEC.md section 9. Webpack builds only: Turbopack has no chunk load timeout option (README). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Consent pages: never indexed, never kept by a shared cache (they are also rendered per request). */
const privateHeaders = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Cache-Control', value: 'private, no-store, max-age=0' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Always defined, so an unset DSN is inlined as '' and the lazy Sentry loader is dropped from the bundle.
  env: { NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '' },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL,
          awsEndpoint: process.env.NEXT_PUBLIC_AWS_ENDPOINT,
          awsRegion: process.env.NEXT_PUBLIC_AWS_REGION,
          sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
          dev,
        }),
      },
      { source: '/private/:path*', headers: privateHeaders },
      { source: '/:locale(ko|en|vi)/private/:path*', headers: privateHeaders },
      { source: '/sign-in', headers: privateHeaders },
      { source: '/:locale(ko|en|vi)/sign-in', headers: privateHeaders },
    ];
  },
  webpack(config) {
    config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS };
    return config;
  },
};

const sentryAuthToken = process.env.SENTRY_AUTH_TOKEN?.trim() || undefined;

/**
 * Sentry's build step (SPEC.md section 8). It never reaches the network unless an auth token is set:
 * no telemetry, and no release or source map upload without SENTRY_AUTH_TOKEN.
 */
export default withSentryConfig(withNextIntl(nextConfig), {
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
});
