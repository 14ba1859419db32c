import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const dev = process.env.NODE_ENV === 'development';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
    ];
  },
};

export default withNextIntl(nextConfig);
