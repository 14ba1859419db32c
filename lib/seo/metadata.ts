import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/config/env';
import { languageAlternates, localizedUrl } from '@/lib/routing/paths';
import { marketingPages, type MarketingPageId } from '@/lib/content/site';

/** Open Graph locale (language_TERRITORY) of each site locale. */
const ogLocales: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', vi: 'vi_VN' };

/** Path of a page's generated card picture (app/og/[locale]/[image]/route.tsx), 1200×630 PNG. */
export function ogImagePath(locale: Locale, page: MarketingPageId): string {
  return `/og/${locale}/${page}.png`;
}

/**
 * X reads og:image when twitter:image is absent, so the picture is named once (four fewer <head>
 * elements per page); the card type and the picture's alt text have no Open Graph fallback on X
 * (docs/deploying.md). Next.js still copies og:title and og:description into
 * twitter:title and twitter:description.
 */
function twitterCard(image: { alt: string }): Pick<Metadata, 'twitter' | 'other'> {
  return {
    // An empty list, not none: Next.js copies og:image (with its size and type) into twitter:image*
    // when `images` is absent.
    twitter: { card: 'summary_large_image', images: [] },
    other: { 'twitter:image:alt': image.alt },
  };
}

/** On this deployment's own origin, so a preview's link shows its own card (docs/deploying.md). */
function ogImage(locale: Locale, page: MarketingPageId, alt: string) {
  return {
    url: `${env.deploymentUrl}${ogImagePath(locale, page)}`,
    width: 1200,
    height: 630,
    alt,
    type: 'image/png',
  };
}

type PageMetadataOptions = {
  locale: Locale;
  page: MarketingPageId;
  /** Public path of this URL when it differs from the page's own (customer landing pages). */
  path?: string;
  /** Keep the page out of search results (consent, terms, customer landing pages). */
  noindex?: boolean;
};

/** Every page's metadata: translated title and description, canonical URL, hreflang alternates. */
export async function pageMetadata({
  locale,
  page,
  path,
  noindex,
}: PageMetadataOptions): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const siteName = (await getTranslations({ locale, namespace: 'Meta' }))('siteName');
  const canonicalPath = marketingPages[page];
  const title = page === 'home' ? t('home.title') : `${t(`${page}.title`)} | ${siteName}`;
  const description = t(`${page}.description`);
  const url = localizedUrl(env.siteUrl, locale, path ?? canonicalPath);
  const image = ogImage(locale, page, t(`${page}.title`));

  return {
    metadataBase: new URL(env.siteUrl),
    title: { absolute: title },
    description,
    alternates: noindex
      ? undefined
      : {
          canonical: localizedUrl(env.siteUrl, locale, canonicalPath),
          languages: languageAlternates(env.siteUrl, canonicalPath),
        },
    robots: noindex ? { index: false, follow: false } : undefined,
    openGraph: {
      title,
      description,
      url,
      siteName,
      locale: ogLocales[locale],
      alternateLocale: Object.entries(ogLocales)
        .filter(([other]) => other !== locale)
        .map(([, value]) => value),
      type: 'website',
      images: [image],
    },
    ...twitterCard(image),
  };
}

/** Metadata of pages outside the marketing map (consent, terms): translated title, never indexed. */
export async function privateMetadata(locale: Locale, title: string): Promise<Metadata> {
  const meta = await getTranslations({ locale, namespace: 'Meta' });
  const siteName = meta('siteName');
  const fullTitle = `${title} | ${siteName}`;
  // A link shared to a resident (e.g. in a messenger) still shows the site's card.
  const image = ogImage(locale, 'home', siteName);
  return {
    metadataBase: new URL(env.siteUrl),
    title: { absolute: fullTitle },
    robots: { index: false, follow: false },
    openGraph: {
      title: fullTitle,
      siteName,
      locale: ogLocales[locale],
      type: 'website',
      images: [image],
    },
    ...twitterCard(image),
  };
}
