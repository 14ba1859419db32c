import { getTranslations } from 'next-intl/server';

type ConsentTitleKey = 'consentTitle' | 'termsTitle' | 'completeTitle' | 'errorTitle' | 'endTitle';

/** Placeholder body of the consent pages until the consent issue builds them. */
export async function PrivatePage({ titleKey }: { titleKey: ConsentTitleKey }) {
  const t = await getTranslations('Consent');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-7)' }}>
      <h1>{t(titleKey)}</h1>
    </div>
  );
}
