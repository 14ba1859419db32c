/**
 * Parts of the privacy policy (/privacy) that are not translations. The privacy officer and the
 * effective date are company facts (lib/content/companyFacts.json, read through lib/company.ts).
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

/** Sections of the policy in reading order; their numbers (1-based) are referenced in the text. */
export const privacySections = [
  'purpose',
  'items',
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
