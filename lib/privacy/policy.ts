/**
 * Parts of the privacy policy (/privacy) that are not translations. The privacy officer, the
 * complaints department, the effective dates and the enquiry retention period are company facts
 * (lib/content/companyFacts.json, read through lib/content/company.ts and ./retention.ts); what the site
 * stores in the browser is ./storageInventory.ts. docs/privacy.md says how the parts fit.
 */

/**
 * Korean public bodies every 개인정보 처리방침 names for remedies (their well-known public numbers
 * and sites). Names are in messages under Privacy.sections.remedies.
 */
export const privacyRemedies = [
  { id: 'kopico', phone: '1833-6972', url: 'https://www.kopico.go.kr' },
  { id: 'kisa', phone: '118', url: 'https://privacy.kisa.or.kr' },
  { id: 'spo', phone: '1301', url: 'https://www.spo.go.kr' },
  { id: 'police', phone: '182', url: 'https://ecrm.police.go.kr' },
] as const;

/**
 * Sections of the policy in reading order; their numbers (1-based) are referenced in the text. The
 * Korean policy numbers and cites them as articles, as the PIPC standard policy does: heading
 * "제1조(개인정보의 처리 목적)", reference "제7조" (never 제N항, a paragraph of an article);
 * English and Vietnamese say "1." and "section 7" / "mục 7" (message Privacy.sectionHeading).
 */
export const privacySections = [
  'purpose',
  'items',
  'autoItems',
  'retention',
  'destruction',
  'thirdParty',
  'entrustment',
  'overseas',
  'rights',
  'officer',
  'security',
  'cookies',
  'consentPages',
  'remedies',
  'changes',
] as const;
export type PrivacySection = (typeof privacySections)[number];

/**
 * Recipients of personal information abroad (PIPA art. 28-8; section "overseas"), in the order
 * the policy lists them. Entity names and privacy pages are the vendors' own published ones; the
 * other particulars are in messages under Privacy.sections.overseas.recipients.<id>.
 */
export const overseasRecipients = [
  {
    id: 'slack',
    entity: 'Slack Technologies, LLC',
    privacyUrl: 'https://slack.com/trust/privacy/privacy-policy',
  },
  { id: 'vercel', entity: 'Vercel Inc.', privacyUrl: 'https://vercel.com/legal/privacy-policy' },
  {
    id: 'sentry',
    entity: 'Functional Software, Inc. (Sentry)',
    privacyUrl: 'https://sentry.io/privacy/',
  },
] as const;

/** The particulars art. 28-8(2) asks for, in the order each recipient shows them. */
export const overseasParticulars = [
  'country',
  'items',
  'when',
  'purpose',
  'retention',
  'refuse',
  'basis',
] as const;

/**
 * Rows of the policy's table of items (section "items"): one per form, the proposal and
 * partnership forms together (they ask the same). The idea form is the one the locale shows
 * (the Korean page also asks for the name: components/forms/PageForm.tsx).
 */
export const policyFormRows = [
  ['ai'],
  ['manual'],
  ['manualLab'],
  ['resident'],
  ['admin'],
  ['proposal', 'partnership'],
  ['idea'],
] as const;

/**
 * Versions of the policy, newest first, with the company fact holding each one's effective date.
 * The history starts at the website's launch (docs/privacy.md).
 */
export const policyVersions = [{ id: 'v1', dateFact: 'effectiveDate' }] as const;

/**
 * The Korean topic particle after a name, 은 after a final consonant and 는 after a vowel (the
 * policy's introduction names the company, a company fact: "(주)채들(이하 ‘회사’)은"). A name not
 * ending in a Hangul syllable gets the neutral written form 은(는).
 */
export function topicParticle(name: string): string {
  const last = name.trim().codePointAt(name.trim().length - 1) ?? 0;
  if (last < 0xac00 || last > 0xd7a3) return '은(는)';
  return (last - 0xac00) % 28 === 0 ? '는' : '은';
}

/** The retention section's rows (messages `Privacy.sections.retention.rows`), in order. */
export const retentionRows = [
  'enquiries',
  'logs',
  'errors',
  'browser',
  'identity',
  'consentIp',
] as const;

/** A date of the policy (a company fact, yyyy-mm-dd, Korean time) as the language writes it. */
export function policyDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(
    new Date(`${iso}T00:00:00+09:00`),
  );
}
