import { headers } from 'next/headers';
import { consentPage } from '@/app/pageFactories';
import { notFound } from 'next/navigation';
import { ConsentShell } from '@/components/consent/ConsentShell';
import { LazyConsentScreen } from '@/components/consent/LazyConsentScreen';
import { consentStrings } from '@/components/consent/strings';
import { parseAgreementIdx } from '@/lib/consent/idx';
import { prefetchAgreement } from '@/lib/consent/backend';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

type Params = LocaleParams<{ constructionIdx: string }>;

/** Rendered per request: a personal page no shared cache may keep. */
export const dynamic = 'force-dynamic';

export const { generateMetadata } = consentPage('consentTitle');

export default async function Page({ params }: Params) {
  const locale = await resolveLocale(params);
  const { constructionIdx } = await params;
  const idx = parseAgreementIdx(constructionIdx);
  if (idx === undefined) notFound();
  const requestHeaders = await headers();
  const [strings, initialAgreement] = await Promise.all([
    consentStrings(),
    prefetchAgreement(idx, { requestHeaders }),
  ]);
  return (
    <ConsentShell>
      <LazyConsentScreen
        idx={idx}
        locale={locale}
        strings={strings}
        initialAgreement={initialAgreement}
      />
    </ConsentShell>
  );
}
