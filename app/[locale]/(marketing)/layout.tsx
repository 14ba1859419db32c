import type { ReactNode } from 'react';
import { GlobalOverlays } from '@/components/layout/GlobalOverlays';
import { ReviewSlot } from '@/components/review/ReviewSlot';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd';
import { siteFacts } from '@/lib/content/company';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

export default async function MarketingLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  // Layouts render alongside pages, so each one sets the locale for static rendering itself.
  const locale = await resolveLocale(params);
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        company={siteFacts.company(locale)}
        adminSiteUrl={siteFacts.adminSiteUrl}
        socialLinks={siteFacts.socialLinks}
      />
      <GlobalOverlays />
      <ReviewSlot />
    </>
  );
}
