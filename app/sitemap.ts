import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/config/env';
import { languageAlternates, localizedUrl } from '@/lib/routing/paths';
import { marketingPages } from '@/lib/content/site';

// Every indexable page in every language. Consent, terms and customer landing pages stay out.
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(marketingPages).flatMap((path) =>
    routing.locales.map((locale) => ({
      url: localizedUrl(env.siteUrl, locale, path),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(env.siteUrl, path) },
    })),
  );
}
