import type { MetadataRoute } from 'next';
import { env } from '@/lib/config/env';

/**
 * Production: every path allowed (the consent pages stay out of search through their noindex
 * header, which a Disallow would hide from crawlers) and the sitemap named. Any other build: nothing.
 */
export default function robots(): MetadataRoute.Robots {
  if (!env.isProduction) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
