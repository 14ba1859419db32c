/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { RetentionPeriod } from './RetentionPeriod';

const period = (state: keyof typeof fixtureFacts, locale: 'ko' | 'en' = 'ko') =>
  renderServer(
    <RetentionPeriod months={fixtureFacts[state].privacy(locale).enquiryRetentionMonths} />,
    locale,
  );

describe("RetentionPeriod (the forms' privacy notice)", () => {
  test('confirmed: the months, as the language counts them', () => {
    expect(period('confirmed').innerHTML).toBe('36개월');
    expect(period('confirmed', 'en').innerHTML).toBe('36 months');
  });

  test('unconfirmed: a marked gap in the notice’s words', () => {
    const gap = period('unconfirmed').querySelector('[data-placeholder]');
    expect(gap?.textContent).toBe(messages.ko.Forms.privacyNotice.gap);
    expect(period('unconfirmed').textContent).toBe(messages.ko.Forms.privacyNotice.gap);
  });
});
