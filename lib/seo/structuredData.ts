import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { siteFacts } from '@/lib/content/company';
import type { CompanyDetails, DownloadLinks, SocialLink } from '@/lib/content/siteFacts';
import { env } from '@/lib/config/env';
import { ogImagePath } from '@/lib/seo/metadata';
import { localizedUrl } from '@/lib/routing/paths';
import { marketingPages, serviceAppPages, type ServiceApp } from '@/lib/content/site';

/** Stable id of the organisation node, so other nodes can point at it. */
export const organizationId = () => `${env.siteUrl}/#organization`;

/**
 * schema.org Organization of the company from its names in a language and the company facts
 * (`company`, `socialLinks`: lib/content/company.ts); placeholder facts are left out.
 */
export function organization({
  locale,
  name,
  otherNames,
  description,
  company,
  socialLinks,
}: {
  locale: Locale;
  name: string;
  otherNames: readonly string[];
  description: string;
  company: CompanyDetails;
  socialLinks: readonly SocialLink[];
}) {
  const sameAs = socialLinks.flatMap((link) => (link.url ? [link.url] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name,
    alternateName: [...new Set(otherNames.filter((other) => other !== name))],
    ...(company.legalName ? { legalName: company.legalName } : {}),
    description,
    url: localizedUrl(env.siteUrl, locale, marketingPages.home),
    image: `${env.siteUrl}${ogImagePath(locale, 'home')}`,
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(company.address ? { address: company.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** schema.org Organization of the company, in the visitor's language. */
export async function organizationData(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'Meta' });
  const otherNames = await Promise.all(
    routing.locales
      .filter((other) => other !== locale)
      .map(async (other) =>
        (await getTranslations({ locale: other, namespace: 'Meta' }))('siteName'),
      ),
  );
  return organization({
    locale,
    name: meta('siteName'),
    otherNames,
    description: meta('tagline'),
    company: siteFacts.company(locale),
    socialLinks: siteFacts.socialLinks,
  });
}

/**
 * Where an app is installed or used: the confirmed store pages of a mobile app (`links`,
 * lib/content/company.ts), the admin web app's own site.
 */
export function appPlatform(
  app: ServiceApp,
  links: DownloadLinks,
): { operatingSystem: string; installUrl?: readonly string[]; sameAs?: string } {
  if (app === 'admin') {
    return {
      operatingSystem: 'Web',
      ...(links.adminSiteUrl ? { sameAs: links.adminSiteUrl } : {}),
    };
  }
  const { googlePlay, appStore } = links.storeLinks[app];
  const installUrl = [googlePlay, appStore].filter((url): url is string => Boolean(url));
  return { operatingSystem: 'Android, iOS', ...(installUrl.length ? { installUrl } : {}) };
}

/** schema.org SoftwareApplication of one of the three apps, in the visitor's language. */
export async function softwareApplicationData(locale: Locale, app: ServiceApp) {
  const meta = await getTranslations({ locale, namespace: 'Meta' });
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const navItems = await getTranslations({ locale, namespace: 'NavItems' });
  const page = serviceAppPages[app].advantage;
  const { operatingSystem, installUrl, sameAs } = appPlatform(app, siteFacts);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${meta('siteName')} ${navItems(page)}`,
    description: pages(`${page}.description`),
    url: localizedUrl(env.siteUrl, locale, marketingPages[page]),
    image: `${env.siteUrl}${ogImagePath(locale, page)}`,
    applicationCategory: 'BusinessApplication',
    operatingSystem,
    inLanguage: locale,
    ...(installUrl ? { installUrl } : {}),
    ...(sameAs ? { sameAs } : {}),
    publisher: { '@id': organizationId() },
  };
}
