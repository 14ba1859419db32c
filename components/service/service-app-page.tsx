import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { resolveLocale, type LocaleParams } from '@/lib/locale-params';
import { pageMetadata } from '@/lib/metadata';
import { isServiceApp, serviceAppPages } from '@/lib/site';
import { ServiceAppAdvantage, ServiceAppDetail } from './ServiceAppContent';

type Params = LocaleParams<{ app: string }>;

/** The advantage or detail page of one of the three apps (/service/[app]/...). */
export function serviceAppPage(kind: 'advantage' | 'detail') {
  async function generateMetadata({ params }: Params) {
    const { locale, app } = await params;
    if (!isServiceApp(app)) notFound();
    return pageMetadata({ locale: locale as Locale, page: serviceAppPages[app][kind] });
  }

  async function Page({ params }: Params) {
    await resolveLocale(params);
    const { app } = await params;
    if (!isServiceApp(app)) notFound();
    return kind === 'advantage' ? (
      <ServiceAppAdvantage app={app} />
    ) : (
      <ServiceAppDetail app={app} />
    );
  }

  return { generateMetadata, Page };
}
