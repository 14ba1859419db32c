import { notFound } from 'next/navigation';
import { HomePage } from '@/components/home/HomePage';
import type { Locale } from '@/i18n/routing';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';
import { pageMetadata } from '@/lib/seo/metadata';
import { canonicalCustomerSlug, customerSlugs } from '@/lib/content/site';

type Params = LocaleParams<{ customer: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return customerSlugs.map((customer) => ({ customer }));
}

export async function generateMetadata({ params }: Params) {
  const { locale, customer } = await params;
  return pageMetadata({
    locale: locale as Locale,
    page: 'home',
    path: `/${customer}`,
    noindex: true,
  });
}

// A customer's own landing page: the home page without the default layout's chrome.
export default async function CustomerLandingPage({ params }: Params) {
  const locale = await resolveLocale(params);
  const { customer } = await params;
  if (canonicalCustomerSlug(customer) !== customer) notFound();
  return <HomePage locale={locale} />;
}
