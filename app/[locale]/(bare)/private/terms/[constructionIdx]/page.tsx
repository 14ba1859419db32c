import { consentPage } from '@/app/pageFactories';
import { notFound } from 'next/navigation';
import { ConsentProviders } from '@/components/consent/ConsentProviders';
import { ConsentShell } from '@/components/consent/ConsentShell';
import { TermsScreen } from '@/components/consent/TermsScreen';
import { consentStrings } from '@/components/consent/strings';
import { parseAgreementIdx } from '@/lib/agreement/idx';
import { resolveLocale, type LocaleParams } from '@/lib/localeParams';

type Params = LocaleParams<{ constructionIdx: string }>;

export const dynamic = 'force-dynamic';

export const { generateMetadata } = consentPage('termsTitle');

export default async function Page({ params }: Params) {
  const locale = await resolveLocale(params);
  const { constructionIdx } = await params;
  const idx = parseAgreementIdx(constructionIdx);
  if (idx === undefined) notFound();
  return (
    <ConsentShell>
      <ConsentProviders>
        <TermsScreen idx={idx} locale={locale} strings={await consentStrings()} />
      </ConsentProviders>
    </ConsentShell>
  );
}
