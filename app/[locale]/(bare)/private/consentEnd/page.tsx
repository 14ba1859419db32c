import { headers } from 'next/headers';
import { consentPage } from '@/app/pageFactories';
import { ConsentOutcome } from '@/components/consent/ConsentOutcome';
import { ConsentShell } from '@/components/consent/ConsentShell';
import { parseAgreementIdx } from '@/lib/agreement/idx';
import { outcomeOf } from '@/lib/agreement/outcome';
import { readAgreement } from '@/lib/agreement/backend';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export const { generateMetadata } = consentPage('endTitle');

/** ?idx=N: already agreed or period over, as the backend says now. Anything else: the generic text. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const idx = typeof query.idx === 'string' ? parseAgreementIdx(query.idx) : undefined;
  const read =
    idx === undefined ? undefined : await readAgreement(idx, { requestHeaders: await headers() });
  return (
    <ConsentShell>
      <ConsentOutcome page="end" locale={locale} idx={idx} outcome={outcomeOf(read)} />
    </ConsentShell>
  );
}
