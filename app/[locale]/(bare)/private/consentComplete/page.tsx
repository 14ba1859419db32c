import { getTranslations } from 'next-intl/server';
import { consentPage } from '@/app/pageFactories';
import { ConsentMessage } from '@/components/consent/ConsentMessage';
import { ConsentShell } from '@/components/consent/ConsentShell';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

export const dynamic = 'force-dynamic';

export const { generateMetadata } = consentPage('completeTitle');

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
