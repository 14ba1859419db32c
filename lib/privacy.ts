/**
 * Facts of the privacy policy (/privacy) that are not translations. `null` means not yet confirmed
 * by the company: the page shows a visibly marked "to be announced" gap, never a made-up value.
 */

export type PrivacyOfficer = {
  name: string | null;
  position: string | null;
  email: string | null;
  phone: string | null;
};

export const privacyOfficer: PrivacyOfficer = {
  name: null,
  position: null,
  email: null,
  phone: null,
};

/** The date the published policy takes effect (ISO yyyy-mm-dd); null until it is published. */
export const privacyEffectiveDate: string | null = null;

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
