/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { expectNoSampleValue, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { OfficerContacts } from './OfficerContacts';

const t = messages.ko.Privacy;
const o = t.sections.officer;

const lists = (element: HTMLElement) =>
  [...element.querySelectorAll('dl')].map((list) =>
    [...list.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.innerHTML,
    ]),
  );

describe('OfficerContacts', () => {
  test('confirmed: the officer and the department, e-mail and phone as links', () => {
    const element = renderServer(<OfficerContacts facts={fixtureFacts.confirmed.privacy('ko')} />);
    expect([...element.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      o.officerTitle,
      o.departmentTitle,
    ]);
    expect(lists(element)).toEqual([
      [
        [o.name, '박서연'],
        [o.position, '최고개인정보보호책임자'],
        [o.email, '<a href="mailto:privacy@chaedle.com">privacy@chaedle.com</a>'],
        [o.phone, '<a href="tel:0269523110">02-6952-3110</a>'],
      ],
      [
        [o.department, '정보보호팀'],
        [o.email, '<a href="mailto:security@chaedle.com">security@chaedle.com</a>'],
        [o.phone, '<a href="tel:0269523120">02-6952-3120</a>'],
      ],
    ]);
  });

  test("unconfirmed: each of the seven a marked gap in the policy's words, no link", () => {
    const element = renderServer(
      <OfficerContacts facts={fixtureFacts.unconfirmed.privacy('ko')} />,
    );
    const gaps = [...element.querySelectorAll('dd')].map(
      (dd) => dd.querySelector('[data-placeholder]')?.textContent,
    );
    expect(gaps).toEqual(Array(7).fill(t.gap));
    expect(element.querySelector('a')).toBeNull();
    expectNoSampleValue(element);
  });
});
