import { getTranslations } from 'next-intl/server';
import { consentPage } from '@/app/pageFactories';
import { ConsentMessage } from '@/components/consent/ConsentMessage';
import { ConsentShell } from '@/components/consent/ConsentShell';
import { formatDate } from '@/lib/agreement/formatDate';
import { resolveLocale, type LocaleParams } from '@/lib/localeParams';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export const { generateMetadata } = consentPage('endTitle');

/** ?reason=agreed (already given) or ?reason=expired (period over), with the date when known. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Consent');
  const query = await searchParams;
  const date = formatDate(query.date, locale);
  const reason = query.reason === 'agreed' || query.reason === 'expired' ? query.reason : undefined;
  return (
    <ConsentShell>
      {reason === 'agreed' ? (
        <ConsentMessage tone="done" title={t('endAgreedTitle')}>
          <p>{t('endAgreedText')}</p>
          {date && <p>{t('endAgreedAt', { date })}</p>}
          <p>{t('closeHint')}</p>
        </ConsentMessage>
      ) : reason === 'expired' ? (
        <ConsentMessage tone="info" title={t('endExpiredTitle')}>
          <p>{t('endExpiredText')}</p>
          {date && <p>{t('endExpiredAt', { date })}</p>}
        </ConsentMessage>
      ) : (
        <ConsentMessage tone="info" title={t('endTitle')}>
          <p>{t('endText')}</p>
        </ConsentMessage>
      )}
    </ConsentShell>
  );
}
