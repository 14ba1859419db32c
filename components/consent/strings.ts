import { getTranslations } from 'next-intl/server';

/** Every Consent string the client screens need, translated on the server and passed as props. */
export async function consentStrings() {
  const t = await getTranslations('Consent');
  const keys = [
    'siteLabel',
    'loading',
    'termsLink',
    'agree',
    'agreeing',
    'agreeHint',
    'loadErrorTitle',
    'loadErrorText',
    'retry',
    'termsTitle',
    'backToConsent',
  ] as const;
  const strings = Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
    (typeof keys)[number],
    string
  >;
  // Templates with a {date} placeholder stay raw; the client fills in a formatted date.
  return { ...strings, periodUntil: t.raw('periodUntil') as string };
}

export type ConsentStrings = Awaited<ReturnType<typeof consentStrings>>;
