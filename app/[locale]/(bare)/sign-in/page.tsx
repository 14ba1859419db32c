import { getTranslations } from 'next-intl/server';
import { consentPage } from '@/app/pageFactories';
import { ConsentMessage } from '@/components/consent/ConsentMessage';
import { ConsentShell } from '@/components/consent/ConsentShell';
import button from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

/** Where a 401 sends the browser (docs/product.md). Signing in happens in the app. */
export const { generateMetadata } = consentPage('signInTitle');

/** Rendered per request: the strict CSP's nonce (lib/security/strictCsp.ts) needs a fresh page. */
export const dynamic = 'force-dynamic';

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Consent');
  return (
    <ConsentShell>
      <ConsentMessage
        tone="info"
        title={t('signInTitle')}
        action={
          <Link href="/" className={`${button.button} ${button.secondary} ${button.block}`}>
            {t('signInHome')}
          </Link>
        }
      >
        <p>{t('signInText')}</p>
      </ConsentMessage>
    </ConsentShell>
  );
}
