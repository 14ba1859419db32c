import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PrivatePage } from '@/components/layout/PrivatePage';
import type { Locale } from '@/i18n/routing';
import { parseAgreementIdx } from '@/lib/agreement-idx';
import { resolveLocale, type LocaleParams } from '@/lib/locale-params';
import { privateMetadata } from '@/lib/metadata';

type Params = LocaleParams<{ constructionIdx: string }>;

export async function generateMetadata({ params }: Params) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Consent' });
  return privateMetadata(locale as Locale, t('consentTitle'));
}

export default async function Page({ params }: Params) {
  await resolveLocale(params);
  const { constructionIdx } = await params;
  if (parseAgreementIdx(constructionIdx) === undefined) notFound();
  return <PrivatePage titleKey="consentTitle" />;
}
