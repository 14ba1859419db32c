import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import { resolveLocale, type LocaleParams } from '@/lib/locale-params';
import { pageMetadata } from '@/lib/metadata';
import type { MarketingPageId } from '@/lib/site';
import { PageScaffold } from '@/components/layout/PageScaffold';

/**
 * The two exports of a thin marketing page: metadata from the one helper, and the page body.
 * Usage: `const page = marketingPage('company', CompanyPage);`
 *        `export const generateMetadata = page.generateMetadata; export default page.Page;`
 */
export function marketingPage(page: MarketingPageId, Body?: ComponentType<{ locale: Locale }>) {
  async function generateMetadata({ params }: LocaleParams) {
    const { locale } = await params;
    return pageMetadata({ locale: locale as Locale, page });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params);
    return Body ? <Body locale={locale} /> : <PageScaffold page={page} />;
  }

  return { generateMetadata, Page };
}
