/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import type { Locale } from '@/i18n/routing';
import { expectNoSampleValue, fixtureFacts, type FactState } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { SiteFooter } from './SiteFooter';

const t = messages.ko.Footer;
const gap = messages.ko.Common.placeholder;

function footer(state: FactState, locale: Locale = 'ko') {
  const facts = fixtureFacts[state];
  return renderServer(
    <SiteFooter
      company={facts.company(locale)}
      adminSiteUrl={facts.adminSiteUrl}
      socialLinks={facts.socialLinks}
    />,
    locale,
  );
}

const details = (element: HTMLElement) =>
  [...element.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

const labels = [t.company, t.representative, t.businessNumber, t.address, t.phone, t.fax, t.email];

describe('SiteFooter', () => {
  test("confirmed: the company's details, phone and e-mail as links", () => {
    const element = footer('confirmed');
    expect(details(element)).toEqual([
      [t.company, '주식회사 채들'],
      [t.representative, '김하늘'],
      [t.businessNumber, '214-86-51234'],
      [t.address, '서울특별시 성동구 왕십리로 125, 7층'],
      [t.phone, '02-6952-3100'],
      [t.fax, '02-6952-3101'],
      [t.email, 'help@chaedle.com'],
    ]);
    expect(element.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:0269523100');
    expect(element.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      'mailto:help@chaedle.com',
    );
    expect(element.querySelector('[data-placeholder]')).toBeNull();
    expect(element.querySelector('footer > div:last-child > p:last-child')?.textContent).toMatch(
      /^© \d{4} 주식회사 채들\. All rights reserved\.$/,
    );
  });

  test('confirmed: the admin site and every social link, in a new window', () => {
    const element = footer('confirmed');
    const admin = [...element.querySelectorAll('a')].find((a) => a.textContent === t.adminSite);
    expect(admin?.getAttribute('href')).toBe('https://admin.chaedle.com');
    expect(admin?.getAttribute('target')).toBe('_blank');
    const social = element.querySelector(`ul[aria-label="${t.social}"]`)!;
    expect(
      [...social.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [t.socialNames.youtube, 'https://www.youtube.com/@chaedle_official'],
      [t.socialNames.instagram, 'https://www.instagram.com/chaedle.official'],
      [t.socialNames.blog, 'https://blog.naver.com/chaedle_official'],
    ]);
  });

  test('a legal name ending in a full stop keeps one in the copyright line (en)', () => {
    const copyright = footer('confirmed', 'en').querySelector(
      'footer > div:last-child > p:last-child',
    );
    expect(copyright?.textContent).toMatch(/^© \d{4} Chaedle Co\., Ltd\. All rights reserved\.$/);
  });

  test('unconfirmed: each detail a marked gap, no admin site or social link, the site name in ©', () => {
    const element = footer('unconfirmed');
    expect(details(element)).toEqual(labels.map((label) => [label, gap]));
    expect(
      element.querySelector('a[href^="tel:"], a[href^="mailto:"], a[target="_blank"]'),
    ).toBeNull();
    const family = [...element.querySelectorAll('p')].find((p) =>
      p.textContent?.startsWith(t.adminSite),
    );
    expect(family?.querySelector('[data-placeholder]')?.textContent).toBe(gap);
    const social = element.querySelector(`ul[aria-label="${t.social}"]`)!;
    expect(social.querySelectorAll('a')).toHaveLength(0);
    expect(social.querySelectorAll('[data-placeholder]')).toHaveLength(1);
    expect(element.querySelector('footer > div:last-child > p:last-child')?.textContent).toMatch(
      new RegExp(`^© \\d{4} ${messages.ko.Meta.siteName}\\. All rights reserved\\.$`),
    );
    expectNoSampleValue(element);
  });
});
