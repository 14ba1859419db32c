/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { expectNoSampleValue, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { DownloadBox } from './DownloadBox';

const gap = messages.ko.Common.placeholder;
const targets = ['resident', 'crew', 'admin'] as const;

describe('DownloadBox', () => {
  test('confirmed: each app card links its stores, the admin card the admin site', () => {
    const element = renderServer(<DownloadBox targets={targets} links={fixtureFacts.confirmed} />);
    const card = (app: string) => element.querySelector(`[data-app="${app}"]`)!;
    expect(card('resident').querySelectorAll('a[data-store]')).toHaveLength(2);
    expect(card('crew').querySelectorAll('a[data-store]')).toHaveLength(2);
    const admin = card('admin').querySelectorAll('a');
    expect([...admin].map((a) => a.getAttribute('href'))).toEqual(['https://admin.chaedle.com']);
    expect(admin[0]?.target).toBe('_blank');
    expect(element.querySelector('[data-placeholder]')).toBeNull();
  });

  test('unconfirmed: a marked gap for each store and for the admin site, and no link', () => {
    const element = renderServer(
      <DownloadBox targets={targets} links={fixtureFacts.unconfirmed} />,
    );
    for (const app of ['resident', 'crew'])
      expect(element.querySelectorAll(`[data-app="${app}"] [data-placeholder]`)).toHaveLength(2);
    expect(element.querySelector('[data-app="admin"] [data-placeholder]')?.textContent).toBe(gap);
    expect(element.querySelector('a')).toBeNull();
    expectNoSampleValue(element);
  });
});
