import '../globals.css';
import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { resolveLocale } from '@/lib/routing/localeParams';
import { clientNamespaces } from '@/i18n/clientMessages';
import { ChunkErrorDialog } from '@/components/errors/ChunkErrorDialog';
import { EarlyErrorHead } from '@/components/errors/EarlyErrorHead';
import { nativeSubmitGuardScript } from '@/lib/browser/inlineScripts';
import { browserDsn } from '@/lib/config/sentryDsn';
import { ScrollOnNavigate } from '@/components/layout/ScrollOnNavigate';
import { PageIdleMarker } from '@/components/ui/PageIdleMarker';
import { Toaster } from '@/components/ui/Toaster';
import { env } from '@/lib/config/env';
import { rootMetadata, rootViewport } from '@/lib/seo/rootMetadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = rootViewport;

export const metadata: Metadata = rootMetadata({
  googleSiteVerification: env.googleSiteVerification,
  naverSiteVerification: env.naverSiteVerification,
});

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await resolveLocale(params);

  const messages = await getMessages();
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]]));
  const t = await getTranslations('Common');

  return (
    <html lang={locale} data-scroll-behavior="smooth">
      {browserDsn && <EarlyErrorHead />}
      <body>
        <script dangerouslySetInnerHTML={{ __html: nativeSubmitGuardScript }} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {children}
          <ScrollOnNavigate />
          <Toaster />
          <PageIdleMarker />
          <ChunkErrorDialog />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
