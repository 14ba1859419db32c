import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { adminSiteUrl, companyDetails, socialLinks, storeLinks } from '@/lib/content/company';
import { env } from '@/lib/config/env';
import { ogImagePath } from '@/lib/seo/metadata';
import { localizedUrl } from '@/lib/routing/paths';
import { marketingPages, serviceAppPages, type ServiceApp } from '@/lib/content/site';

/** Stable id of the organisation node, so other nodes can point at it. */
export const organizationId = () => `${env.siteUrl}/#organization`;

/** schema.org Organization of the company, in the visitor's language; placeholder facts are left out. */
export async function organizationData(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'Meta' });
  const otherNames = await Promise.all(
    routing.locales
      .filter((other) => other !== locale)
      .map(async (other) =>
        (await getTranslations({ locale: other, namespace: 'Meta' }))('siteName'),
      ),
  );
  const name = meta('siteName');
  const company = companyDetails(locale);
  const sameAs = socialLinks.flatMap((link) => (link.url ? [link.url] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name,
    alternateName: [...new Set(otherNames.filter((other) => other !== name))],
    ...(company.legalName ? { legalName: company.legalName } : {}),
    description: meta('tagline'),
    url: localizedUrl(env.siteUrl, locale, marketingPages.home),
    image: `${env.siteUrl}${ogImagePath(locale, 'home')}`,
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(company.address ? { address: company.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

const confirmedUrls = (...urls: (string | undefined)[]) => {
  const known = urls.filter((url): url is string => Boolean(url));
  return known.length ? known : undefined;
};

/** The store pages of the two mobile apps (confirmed ones); the admin web page lives on its own site. */
const appPlatforms: Record<
  ServiceApp,
  { operatingSystem: string; install?: readonly string[]; web?: string }
> = {
  resident: {
    operatingSystem: 'Android, iOS',
    install: confirmedUrls(storeLinks.resident.googlePlay, storeLinks.resident.appStore),
  },
  admin: { operatingSystem: 'Web', web: adminSiteUrl },
  crew: {
    operatingSystem: 'Android, iOS',
    install: confirmedUrls(storeLinks.crew.googlePlay, storeLinks.crew.appStore),
  },
};

/** schema.org SoftwareApplication of one of the three apps, in the visitor's language. */
export async function softwareApplicationData(locale: Locale, app: ServiceApp) {
  const meta = await getTranslations({ locale, namespace: 'Meta' });
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const navItems = await getTranslations({ locale, namespace: 'NavItems' });
  const page = serviceAppPages[app].advantage;
  const platform = appPlatforms[app];
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${meta('siteName')} ${navItems(page)}`,
    description: pages(`${page}.description`),
    url: localizedUrl(env.siteUrl, locale, marketingPages[page]),
    image: `${env.siteUrl}${ogImagePath(locale, page)}`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: platform.operatingSystem,
    inLanguage: locale,
    ...(platform.install ? { installUrl: platform.install } : {}),
    ...(platform.web ? { sameAs: platform.web } : {}),
    publisher: { '@id': organizationId() },
  };
}
