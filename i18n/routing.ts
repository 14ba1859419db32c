import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ko', 'en', 'vi'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // One source of hreflang: the HTML alternates (lib/seo/metadata.ts) and the sitemap, on the canonical
  // origin. The middleware's Link header would name the request's host (a preview's, a proxy's) and
  // also list alternates for pages that have none (consent, customer landing pages).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
