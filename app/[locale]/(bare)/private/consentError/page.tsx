import { getTranslations } from 'next-intl/server';
import { consentPage } from '@/app/pageFactories';
import { ConsentMessage } from '@/components/consent/ConsentMessage';
import { ConsentShell } from '@/components/consent/ConsentShell';
import button from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import { parseAgreementIdx } from '@/lib/agreement/idx';
import { resolveLocale, type LocaleParams } from '@/lib/localeParams';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export const { generateMetadata } = consentPage('errorTitle');

/** ?idx=N: consent could not be recorded, with a way back to try again. ?reason=not-found: a bad link. */
export default async function Page({ params, searchParams }: Props) {
  await resolveLocale(params);
  const t = await getTranslations('Consent');
  const query = await searchParams;
  const idx = typeof query.idx === 'string' ? parseAgreementIdx(query.idx) : undefined;
  const notFound = query.reason === 'not-found' && idx === undefined;
  return (
    <ConsentShell>
      <ConsentMessage
        tone="warn"
        title={notFound ? t('notFoundTitle') : t('errorTitle')}
        action={
          idx !== undefined && (
            <Link href={`/private/consent/${idx}`} className={`${button.button} ${button.primary} ${button.block}`} style={{ minHeight: 56 }}>
              {t('retry')}
            </Link>
          )
        }
      >
        <p>{notFound ? t('notFoundText') : t('errorText')}</p>
      </ConsentMessage>
    </ConsentShell>
  );
}
