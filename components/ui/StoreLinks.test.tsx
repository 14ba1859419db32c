/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { expectNoSampleValue, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { StoreLinks } from './StoreLinks';

const t = messages.ko.Service.download;

describe('StoreLinks', () => {
  test('confirmed: each store a link to its page, in a new window, said to screen readers', () => {
    const element = renderServer(
      <StoreLinks links={fixtureFacts.confirmed.storeLinks.crew} appName="작업자 앱" />,
    );
    const links = [...element.querySelectorAll('a')];
    expect(links.map((a) => [a.dataset.store, a.getAttribute('href')])).toEqual([
      ['googlePlay', 'https://play.google.com/store/apps/details?id=com.chaedle.crew'],
      ['appStore', 'https://apps.apple.com/kr/app/chaedle-crew/id6740012346'],
    ]);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.querySelector('.visually-hidden')?.textContent).toBe(
        ` — 작업자 앱 ${t.newWindow}`,
      );
    }
    expect(element.querySelector('[data-placeholder]')).toBeNull();
  });

  test("unconfirmed: each store's name with a marked gap, and no link", () => {
    const element = renderServer(
      <StoreLinks links={fixtureFacts.unconfirmed.storeLinks.resident} appName="입주민 앱" />,
    );
    const stores = [...element.querySelectorAll('[data-store]')];
    expect(stores.map((store) => [store.tagName, store.getAttribute('data-store')])).toEqual([
      ['SPAN', 'googlePlay'],
      ['SPAN', 'appStore'],
    ]);
    expect(stores.map((store) => store.textContent)).toEqual([
      `${t.googlePlay}${messages.ko.Common.placeholder}`,
      `${t.appStore}${messages.ko.Common.placeholder}`,
    ]);
    expect(element.querySelector('a')).toBeNull();
    expectNoSampleValue(element);
  });
});
