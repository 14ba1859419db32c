/**
 * The consent link a resident opens on a phone (docs/product.md, consent flow), in WebKit and
 * Firefox, 360 px wide, against the backend stand-in.
 */
import {
  agreementApiPath,
  disguisedLinkNames,
  freshAgreementIdx,
  requestsFor,
} from '../support/backend';
import { messages } from '../support/site';
import { expect, expectInPage, expectNoAxeViolations, test } from './support/fixtures';
import { expectHeading, expectPath, pageHydrated } from './support/journey';

const ko = messages.ko.Consent;
const en = messages.en.Consent;

test.beforeEach(async ({ site }) => site.setViewport(360, 740));

test('agree: the consent page passes axe, one tap sends one PUT, consentComplete', async ({
  site,
}) => {
  const idx = freshAgreementIdx();
  await test.step('the consent page, with no WCAG 2.2 AA violation', async () => {
    await site.goto(`/ko/private/consent/${idx}`);
    await expectHeading(site, '개인정보 수집·이용 동의');
    await pageHydrated(site);
    await expectInPage(
      site,
      'the agree button is enabled',
      true,
      (name) =>
        Array.from(document.querySelectorAll('button')).some(
          (button) => button.textContent?.trim() === name && !button.disabled,
        ),
      ko.agree,
    );
    await expectNoAxeViolations(site);
  });
  await test.step('agree', async () => {
    await site.click({ css: 'button', text: ko.agree });
    await expectPath(site, /^\/ko\/private\/consentComplete$/);
    await expectHeading(site, ko.completeTitle);
    const puts = (await requestsFor(idx)).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([agreementApiPath(idx)]);
  });
});

test('already agreed, expired and unknown links end where docs/product.md says', async ({
  site,
}) => {
  // Unprefixed first: a Korean page visited before would leave its locale cookie.
  await test.step('expired → consentEnd', async () => {
    await site.goto('/private/consent/103');
    await expectPath(site, /^\/private\/consentEnd\?idx=103$/);
    await expectHeading(site, en.endExpiredTitle);
  });
  await test.step('agreed → consentEnd', async () => {
    await site.goto('/ko/private/consent/102');
    await expectPath(site, /^\/ko\/private\/consentEnd\?idx=102$/);
    await expectHeading(site, ko.endAgreedTitle);
  });
  await test.step('unknown → consentError', async () => {
    await site.goto('/ko/private/consent/404');
    await expectPath(site, /^\/ko\/private\/consentError\?idx=404$/);
    await expectHeading(site, ko.notFoundTitle);
  });
});

test('the terms: sanitised HTML renders, links in disguise stay text', async ({ site }) => {
  await test.step('the terms of agreement 101', async () => {
    await site.goto('/ko/private/terms/101');
    await expectHeading(site, '개인정보 처리방침');
    await expectInPage(site, 'its sections and table render', [true, true], () => [
      Array.from(document.querySelectorAll('h2')).some((h) => h.textContent === '1. 수집하는 항목'),
      Array.from(document.querySelectorAll('td, th')).some((c) => c.textContent === '접수 기록'),
    ]);
  });
  await test.step('hostile terms (666)', async () => {
    await site.goto('/private/terms/666');
    await expectInPage(site, 'the terms are shown', true, () =>
      (document.querySelector('[data-testid="terms-content"]')?.textContent ?? '').includes(
        'Last paragraph.',
      ),
    );
    const content = await site.evaluate((disguised: string[]) => {
      const root = document.querySelector('[data-testid="terms-content"]')!;
      const shownAsText = (name: string) =>
        Array.from(root.querySelectorAll('*')).some(
          (el) => el.textContent?.trim() === name && !el.closest('a[href]'),
        );
      return {
        executable: root.querySelectorAll(
          'script, style, iframe, object, embed, img, svg, form, button, input',
        ).length,
        hrefs: Array.from(root.querySelectorAll('a[href]')).map((a) => a.getAttribute('href')),
        disguisedAsText: disguised.filter(shownAsText).length,
        xss: (window as unknown as { __xss?: string }).__xss ?? null,
      };
    }, disguisedLinkNames);
    expect(content).toEqual({
      executable: 0,
      hrefs: ['https://www.chaedle.com/'],
      disguisedAsText: disguisedLinkNames.length,
      xss: null,
    });
  });
});
