import { getTranslations } from 'next-intl/server';
import { ConsentMessage } from '@/components/consent/ConsentMessage';
import { ConsentShell } from '@/components/consent/ConsentShell';
import type { Locale } from '@/i18n/routing';
import { resolveLocale, type LocaleParams } from '@/lib/locale-params';
import { privateMetadata } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Consent' });
  return privateMetadata(locale as Locale, t('completeTitle'));
}

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Consent');
  return (
    <ConsentShell>
      <ConsentMessage tone="done" title={t('completeTitle')}>
        <p>{t('completeText')}</p>
      </ConsentMessage>
    </ConsentShell>
  );
}
