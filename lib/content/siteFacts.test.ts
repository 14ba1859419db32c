import realFacts from './companyFacts.json';
import { placeholderFacts } from '@/lib/config/companyFacts.mjs';
import { factFiles, fixtureFacts } from '@/test/companyFacts';
import { confirmedValue, resolveFacts, type SiteFacts } from './siteFacts';

/** Every value the facts resolve to, in every language, by name. */
function resolvedValues(facts: SiteFacts): Record<string, unknown> {
  const values: Record<string, unknown> = {
    adminSiteUrl: facts.adminSiteUrl,
    ...Object.fromEntries(facts.socialLinks.map((link) => [`social.${link.id}`, link.url])),
    ...Object.fromEntries(Object.entries(facts.figures).map(([key, v]) => [`figures.${key}`, v])),
  };
  for (const [app, stores] of Object.entries(facts.storeLinks))
    for (const [store, url] of Object.entries(stores)) values[`${app}.${store}`] = url;
  for (const locale of ['ko', 'en', 'vi'] as const) {
    for (const [key, v] of Object.entries(facts.company(locale))) values[`${locale}.${key}`] = v;
    const { officer, department, ...rest } = facts.privacy(locale);
    for (const [key, v] of Object.entries(rest)) values[`${locale}.privacy.${key}`] = v;
    for (const [key, v] of Object.entries(officer)) values[`${locale}.officer.${key}`] = v;
    for (const [key, v] of Object.entries(department)) values[`${locale}.department.${key}`] = v;
  }
  return values;
}

describe('the two fixtures (test/fixtures/)', () => {
  test('hold every fact of the real file: one with each confirmed, one with none', () => {
    const every = placeholderFacts(
      JSON.parse(JSON.stringify(realFacts).replace(/"placeholder":false/g, '"placeholder":true')),
    );
    expect(placeholderFacts(factFiles.unconfirmed)).toEqual(every);
    expect(placeholderFacts(factFiles.confirmed)).toEqual([]);
  });
});

describe('resolveFacts', () => {
  test('every fact confirmed: each is its value, in the language asked for', () => {
    const facts = fixtureFacts.confirmed;
    expect(facts.company('en')).toEqual({
      legalName: 'Chaedle Co., Ltd.',
      representative: 'Haneul Kim',
      businessNumber: '214-86-51234',
      address: '7F, 125 Wangsimni-ro, Seongdong-gu, Seoul, Republic of Korea',
      phone: '02-6952-3100',
      fax: '02-6952-3101',
      email: 'help@chaedle.com',
      supportHours:
        'Weekdays 9:30 am to 6:30 pm KST (lunch 12:30 to 1:30 pm; closed on weekends and public holidays)',
    });
    expect(facts.company('ko').legalName).toBe('주식회사 채들');
    expect(facts.privacy('vi')).toEqual({
      officer: {
        name: 'Seoyeon Park',
        position: 'Giám đốc bảo vệ thông tin cá nhân',
        email: 'privacy@chaedle.com',
        phone: '02-6952-3110',
      },
      department: {
        name: 'Nhóm An ninh thông tin',
        email: 'security@chaedle.com',
        phone: '02-6952-3120',
      },
      effectiveDate: '2026-03-02',
      enquiryRetentionMonths: 36,
    });
    expect(facts.storeLinks).toEqual({
      resident: {
        googlePlay: 'https://play.google.com/store/apps/details?id=com.chaedle.resident',
        appStore: 'https://apps.apple.com/kr/app/chaedle-resident/id6740012345',
      },
      crew: {
        googlePlay: 'https://play.google.com/store/apps/details?id=com.chaedle.crew',
        appStore: 'https://apps.apple.com/kr/app/chaedle-crew/id6740012346',
      },
    });
    expect(facts.adminSiteUrl).toBe('https://admin.chaedle.com');
    expect(facts.socialLinks).toEqual([
      { id: 'youtube', url: 'https://www.youtube.com/@chaedle_official' },
      { id: 'instagram', url: 'https://www.instagram.com/chaedle.official' },
      { id: 'blog', url: 'https://blog.naver.com/chaedle_official' },
    ]);
    expect(facts.figures).toEqual({ sites: 187, defects: 923400, perHousehold: 5.4 });
    const missing = Object.entries(resolvedValues(facts)).filter(([, v]) => v === undefined);
    expect(missing).toEqual([]);
  });

  test('every fact a placeholder: none has a value, in any language, so no sample reaches a page', () => {
    const values = resolvedValues(fixtureFacts.unconfirmed);
    expect(Object.keys(values).length).toBeGreaterThan(60);
    expect(Object.entries(values).filter(([, v]) => v !== undefined)).toEqual([]);
  });

  test('a fact with env is confirmed by that variable, whose value wins; blank is unset', () => {
    const admin = 'https://admin.staging.chaedle.com';
    const vars = { NEXT_PUBLIC_ADMIN_SITE_URL: ` ${admin} ` };
    expect(resolveFacts(factFiles.unconfirmed, vars).adminSiteUrl).toBe(admin);
    expect(resolveFacts(factFiles.confirmed, vars).adminSiteUrl).toBe(admin);
    const blank = { NEXT_PUBLIC_ADMIN_SITE_URL: ' ' };
    expect(resolveFacts(factFiles.unconfirmed, blank).adminSiteUrl).toBeUndefined();
    expect(resolveFacts(factFiles.confirmed, blank).adminSiteUrl).toBe('https://admin.chaedle.com');
    // Only the fact that names the variable.
    const other = resolveFacts(factFiles.unconfirmed, { ...vars, NEXT_PUBLIC_SITE_URL: admin });
    expect(Object.values(resolvedValues(other)).filter(Boolean)).toEqual([admin]);
  });
});

describe('confirmedValue', () => {
  test('only "placeholder": false confirms a fact', () => {
    expect(confirmedValue({ value: 6.8, placeholder: false })).toBe(6.8);
    expect(confirmedValue({ value: 6.8, placeholder: true })).toBeUndefined();
    expect(confirmedValue({ value: 0, placeholder: false })).toBe(0);
  });
});
