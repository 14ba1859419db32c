import { getTranslations } from 'next-intl/server';
import { PrivatePage } from '@/components/layout/PrivatePage';
import type { Locale } from '@/i18n/routing';
import { resolveLocale, type LocaleParams } from '@/lib/locale-params';
import { privateMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Consent' });
  return privateMetadata(locale as Locale, t('completeTitle'));
}

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PrivatePage titleKey="completeTitle" />;
}
