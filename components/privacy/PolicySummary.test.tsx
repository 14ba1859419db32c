/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { PolicySummary } from './PolicySummary';

const t = messages.ko.Privacy;

function summary(
  state: keyof typeof fixtureFacts,
  locale: 'ko' | 'en' = 'ko',
  withMessages?: typeof messages.ko,
) {
  const facts = fixtureFacts[state];
  return renderServer(
    <PolicySummary facts={facts.privacy(locale)} legalName={facts.company(locale).legalName} />,
    locale,
    withMessages,
  );
}

/** The Korean messages with the consent page's retention row holding a gap to fill, or not. */
function consentIpRow(text: string) {
  const copy = JSON.parse(JSON.stringify(messages.ko)) as typeof messages.ko;
  copy.Privacy.sections.retention.rows.consentIp = text;
  return copy;
}
const rowWithGap = consentIpRow('동의 페이지를 여는 방문자의 IP 주소: <gap></gap>');
const rowFilled = consentIpRow('동의 페이지를 여는 방문자의 IP 주소: 3개월');

describe('PolicySummary', () => {
  test('confirmed: the effective date as the language writes it, the controller named, no note', () => {
    const element = summary('confirmed', 'ko', rowFilled);
    const [effective, intro] = element.querySelectorAll('p');
    expect(effective?.textContent).toBe(`${t.effective} 2026년 3월 2일${t.version} v1`);
    expect(intro?.textContent).toMatch(/^주식회사 채들\(이하 ‘회사’\)은 「개인정보 보호법」/);
    expect(effective?.querySelector('[data-placeholder]')).toBeNull();
    expect(intro?.querySelector('[data-placeholder]')).toBeNull();
    expect(element.textContent).not.toContain(t.gapNote);
    expect(summary('confirmed', 'en').querySelector('p')?.textContent).toContain('March 2, 2026');
  });

  test('confirmed, but a retention row still holding a gap: the note stays', () => {
    expect(summary('confirmed', 'ko', rowWithGap).textContent).toContain(t.gapNote);
  });

  test('unconfirmed: marked gaps for the date and the controller, and the note explaining them', () => {
    const element = summary('unconfirmed', 'ko', rowFilled);
    const [effective, intro] = element.querySelectorAll('p');
    expect(effective?.querySelector('[data-placeholder]')?.textContent).toBe(t.gap);
    expect(intro?.querySelector('[data-placeholder]')?.textContent).toBe(t.gap);
    expect(intro?.textContent).toMatch(new RegExp(`^${t.gap}\\(이하 ‘회사’\\)은\\(는\\) `));
    expect(element.textContent).toContain(t.gapNote);
  });
});
