import { consentPage } from '@/app/pageFactories';
import { notFound } from 'next/navigation';
import { ConsentShell } from '@/components/consent/ConsentShell';
import { LazyTermsScreen } from '@/components/consent/LazyTermsScreen';
import { consentStrings } from '@/components/consent/strings';
import { parseAgreementIdx } from '@/lib/consent/idx';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

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
      <LazyTermsScreen idx={idx} locale={locale} strings={await consentStrings()} />
    </ConsentShell>
  );
}
