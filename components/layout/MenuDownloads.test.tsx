/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { expectNoSampleValue, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { MenuDownloads } from './MenuDownloads';

const t = messages.ko.Service.download;

describe('MenuDownloads', () => {
  test("confirmed: the apps' store links and the admin site, each in a new window", () => {
    const element = renderServer(<MenuDownloads links={fixtureFacts.confirmed} />);
    expect(element.querySelectorAll('[data-app="resident"] a[data-store]')).toHaveLength(2);
    expect(element.querySelectorAll('[data-app="crew"] a[data-store]')).toHaveLength(2);
    const admin = element.querySelector('[data-app="admin"] a');
    expect(admin?.getAttribute('href')).toBe('https://admin.chaedle.com');
    expect(admin?.textContent).toBe(`${t.admin.cta} ${t.newWindow}`);
    expect(element.querySelector('[data-placeholder]')).toBeNull();
  });

  test('unconfirmed: marked gaps for the stores and the admin site, and no link', () => {
    const element = renderServer(<MenuDownloads links={fixtureFacts.unconfirmed} />);
    expect(element.querySelectorAll('[data-placeholder]')).toHaveLength(5);
    expect(element.querySelector('[data-app="admin"] [data-placeholder]')).not.toBeNull();
    expect(element.querySelector('a')).toBeNull();
    expectNoSampleValue(element);
  });
});
