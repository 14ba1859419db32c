import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { languageAlternates, localizedUrl } from '@/lib/paths';
import { marketingPages, type MarketingPageId } from '@/lib/site';

type PageMetadataOptions = {
  locale: Locale;
  page: MarketingPageId;
  /** Public path of this URL when it differs from the page's own (customer landing pages). */
  path?: string;
  /** Keep the page out of search results (consent, terms, customer landing pages). */
  noindex?: boolean;
};

/** Every page's metadata: translated title and description, canonical URL, hreflang alternates. */
export async function pageMetadata({ locale, page, path, noindex }: PageMetadataOptions): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const siteName = (await getTranslations({ locale, namespace: 'Meta' }))('siteName');
  const canonicalPath = marketingPages[page];
  const title = page === 'home' ? t('home.title') : `${t(`${page}.title`)} | ${siteName}`;
  const description = t(`${page}.description`);
  const url = localizedUrl(env.siteUrl, locale, path ?? canonicalPath);

  return {
    metadataBase: new URL(env.siteUrl),
    title: { absolute: title },
    description,
    alternates: noindex
      ? undefined
      : { canonical: localizedUrl(env.siteUrl, locale, canonicalPath), languages: languageAlternates(env.siteUrl, canonicalPath) },
    robots: noindex ? { index: false, follow: false } : undefined,
    openGraph: { title, description, url, siteName, locale, type: 'website' },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/** Metadata of pages outside the marketing map (consent, terms): translated title, never indexed. */
export async function privateMetadata(locale: Locale, title: string): Promise<Metadata> {
  const siteName = (await getTranslations({ locale, namespace: 'Meta' }))('siteName');
  return {
    metadataBase: new URL(env.siteUrl),
    title: { absolute: `${title} | ${siteName}` },
    robots: { index: false, follow: false },
  };
}
