import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { SoftwareApplicationJsonLd } from '@/components/seo/SoftwareApplicationJsonLd';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';
import { serviceAppOfSlug, serviceAppSlug, serviceApps } from '@/lib/content/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceApps.map((app) => ({ app: serviceAppSlug[app] }));
}

export default async function ServiceAppLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams<{ app: string }>) {
  const locale = await resolveLocale(params);
  const app = serviceAppOfSlug((await params).app);
  if (!app) notFound();
  return (
    <>
      <SoftwareApplicationJsonLd locale={locale} app={app} />
      {children}
    </>
  );
}
