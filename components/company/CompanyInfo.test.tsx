/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { expectNoSampleValue, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { CompanyInfo } from './CompanyInfo';

const t = messages.ko.Company.info;
const gap = messages.ko.Common.placeholder;

const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.innerHTML,
  ]);

describe('CompanyInfo', () => {
  test('confirmed: name, representative, address, and phone and e-mail as links', () => {
    const element = renderServer(<CompanyInfo company={fixtureFacts.confirmed.company('ko')} />);
    expect(element.querySelector('h2')?.textContent).toBe(t.title);
    expect(rows(element)).toEqual([
      [t.name, '주식회사 채들'],
      [t.representative, '김하늘'],
      [t.address, '서울특별시 성동구 왕십리로 125, 7층'],
      [
        t.contact,
        '<a href="tel:0269523100">02-6952-3100</a> · <a href="mailto:help@chaedle.com">help@chaedle.com</a>',
      ],
    ]);
  });

  test('unconfirmed: a marked gap for each, the phone and the e-mail each their own, no link', () => {
    const element = renderServer(<CompanyInfo company={fixtureFacts.unconfirmed.company('ko')} />);
    const dds = [...element.querySelectorAll('dd')];
    expect(dds.map((dd) => dd.querySelectorAll('[data-placeholder]').length)).toEqual([1, 1, 1, 2]);
    expect(dds.map((dd) => dd.textContent)).toEqual([gap, gap, gap, `${gap} · ${gap}`]);
    expect(element.querySelector('a')).toBeNull();
    expectNoSampleValue(element);
  });
});
