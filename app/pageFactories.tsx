import type { ComponentType } from 'react';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { readAgreement } from '@/lib/consent/backend';
import { parseAgreementIdx } from '@/lib/consent/idx';
import { outcomeOf, type Outcome } from '@/lib/consent/outcome';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';
import { pageMetadata, privateMetadata } from '@/lib/seo/metadata';
import {
  serviceAppOfSlug,
  serviceAppPages,
  type MarketingPageId,
  type ServiceApp,
} from '@/lib/content/site';

/**
 * The exports of thin pages, one factory per kind of page. This module imports no component: a
 * page ships the client components (and CSS) of every module it imports.
 * Usage: `const page = marketingPage('company', AboutPage);`
 *        `export const generateMetadata = page.generateMetadata; export default page.Page;`
 */
export function marketingPage(page: MarketingPageId, Body: ComponentType<{ locale: Locale }>) {
  async function generateMetadata({ params }: LocaleParams) {
    const { locale } = await params;
    return pageMetadata({ locale: locale as Locale, page });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params);
    return <Body locale={locale} />;
  }

  return { generateMetadata, Page };
}

type AppParams = LocaleParams<{ app: string }>;

/** The advantage or detail page of one of the three apps (/service/[app]/...). */
export function serviceAppPage(
  kind: 'advantage' | 'detail',
  Body: ComponentType<{ app: ServiceApp }>,
) {
  async function generateMetadata({ params }: AppParams) {
    const { locale, app: slug } = await params;
    const app = serviceAppOfSlug(slug);
    if (!app) notFound();
    return pageMetadata({ locale: locale as Locale, page: serviceAppPages[app][kind] });
  }

  async function Page({ params }: AppParams) {
    await resolveLocale(params);
    const app = serviceAppOfSlug((await params).app);
    if (!app) notFound();
    return <Body app={app} />;
  }

  return { generateMetadata, Page };
}

type ConsentTitle =
  'consentTitle' | 'termsTitle' | 'completeTitle' | 'endTitle' | 'errorTitle' | 'signInTitle';

/** The metadata of a consent page (and /sign-in): its title, noindex. */
export function consentPage(title: ConsentTitle) {
  async function generateMetadata({ params }: LocaleParams) {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as Locale, namespace: 'Consent' });
    return privateMetadata(locale as Locale, t(title));
  }
  return { generateMetadata };
}

type OutcomeProps = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * consentEnd and consentError: `?idx=N` names the agreement, whose state the backend is asked for
 * now; anything else in the query is ignored and the page shows its generic text.
 */
export function consentOutcomePage(
  page: 'end' | 'error',
  Body: ComponentType<{
    page: 'end' | 'error';
    locale: Locale;
    idx: number | undefined;
    outcome: Outcome;
  }>,
) {
  const { generateMetadata } = consentPage(page === 'end' ? 'endTitle' : 'errorTitle');

  async function Page({ params, searchParams }: OutcomeProps) {
    const locale = await resolveLocale(params);
    const query = await searchParams;
    const idx = typeof query.idx === 'string' ? parseAgreementIdx(query.idx) : undefined;
    const read =
      idx === undefined ? undefined : await readAgreement(idx, { requestHeaders: await headers() });
    return <Body page={page} locale={locale} idx={idx} outcome={outcomeOf(read)} />;
  }

  return { generateMetadata, Page };
}
