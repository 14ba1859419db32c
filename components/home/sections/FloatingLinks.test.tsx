/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { FloatingLinks } from './FloatingLinks';

const t = messages.ko.Home.floating;

const links = (adminSiteUrl: string | undefined) =>
  [...renderServer(<FloatingLinks adminSiteUrl={adminSiteUrl} />).querySelectorAll('a')].map(
    (a) => [a.textContent, a.getAttribute('href')],
  );

describe('FloatingLinks', () => {
  test('confirmed: the admin site first, then the proposal page and the contact section', () => {
    expect(links(fixtureFacts.confirmed.adminSiteUrl)).toEqual([
      [t.admin, 'https://admin.chaedle.com'],
      [t.proposal, '/ko/contact/proposal'],
      [t.inquiry, '#contact'],
    ]);
  });

  test('unconfirmed: no admin button, the other two', () => {
    expect(links(fixtureFacts.unconfirmed.adminSiteUrl)).toEqual([
      [t.proposal, '/ko/contact/proposal'],
      [t.inquiry, '#contact'],
    ]);
  });
});
