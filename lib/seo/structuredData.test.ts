import { fixtureFacts, type FactState } from '@/test/companyFacts';
import { appPlatform, organization } from './structuredData';

const organizationOf = (state: FactState) =>
  organization({
    locale: 'ko',
    name: '채들',
    otherNames: ['Chaedle', 'Chaedle'],
    description: 'AI 하자관리 플랫폼',
    company: fixtureFacts[state].company('ko'),
    socialLinks: fixtureFacts[state].socialLinks,
  });

const factFields = ['legalName', 'email', 'telephone', 'address', 'sameAs'];

describe('organization (JSON-LD)', () => {
  test('confirmed: names the legal name, e-mail, telephone, address and the social profiles', () => {
    expect(organizationOf('confirmed')).toMatchObject({
      '@type': 'Organization',
      name: '채들',
      alternateName: ['Chaedle'],
      legalName: '주식회사 채들',
      email: 'help@chaedle.com',
      telephone: '02-6952-3100',
      address: '서울특별시 성동구 왕십리로 125, 7층',
      sameAs: [
        'https://www.youtube.com/@chaedle_official',
        'https://www.instagram.com/chaedle.official',
        'https://blog.naver.com/chaedle_official',
      ],
    });
  });

  test('unconfirmed: names no company fact at all, only what is not one', () => {
    const data = organizationOf('unconfirmed');
    expect(Object.keys(data).filter((key) => factFields.includes(key))).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: '채들',
      description: 'AI 하자관리 플랫폼',
    });
  });
});

describe('appPlatform (SoftwareApplication)', () => {
  test('confirmed: a mobile app is installed from its two store pages, the admin app is its site', () => {
    const links = fixtureFacts.confirmed;
    expect(appPlatform('resident', links)).toEqual({
      operatingSystem: 'Android, iOS',
      installUrl: [
        'https://play.google.com/store/apps/details?id=com.chaedle.resident',
        'https://apps.apple.com/kr/app/chaedle-resident/id6740012345',
      ],
    });
    expect(appPlatform('crew', links).installUrl).toHaveLength(2);
    expect(appPlatform('admin', links)).toEqual({
      operatingSystem: 'Web',
      sameAs: 'https://admin.chaedle.com',
    });
  });

  test('unconfirmed: no install URL and no site, only the platforms', () => {
    const links = fixtureFacts.unconfirmed;
    expect(appPlatform('resident', links)).toEqual({ operatingSystem: 'Android, iOS' });
    expect(appPlatform('crew', links)).toEqual({ operatingSystem: 'Android, iOS' });
    expect(appPlatform('admin', links)).toEqual({ operatingSystem: 'Web' });
  });
});
