/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { factFiles, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { Figures } from './Figures';

const ko = messages.ko;

describe('Figures', () => {
  test('confirmed: each figure is its number, formatted, ready to count up from its data-value', () => {
    const section = renderServer(<Figures figures={fixtureFacts.confirmed.figures} />);
    const items = [...section.querySelectorAll('dl > div')];
    expect(items.map((item) => item.querySelector('dt')?.textContent)).toEqual([
      ko.Home.figures.sites,
      ko.Home.figures.defects,
      ko.Home.figures.perHousehold,
    ]);
    const counters = items.map((item) => item.querySelector('dd [data-value]'));
    expect(counters.map((counter) => counter?.getAttribute('data-value'))).toEqual([
      '187',
      '923400',
      '5.4',
    ]);
    // Without JavaScript, and before it counts, the final figure (the visitor's and screen readers').
    expect(counters.map((counter) => counter?.getAttribute('data-shown'))).toEqual([
      '187',
      '923400',
      '5.4',
    ]);
    expect(counters.map((counter) => counter?.querySelector('[aria-hidden]')?.textContent)).toEqual(
      ['187곳', '923,400건', '5.4건'],
    );
    expect(
      counters.map((counter) => counter?.querySelector('.visually-hidden')?.textContent),
    ).toEqual(['187곳', '923,400건', '5.4건']);
    expect(section.querySelector('[data-placeholder]')).toBeNull();
  });

  test('unconfirmed: each figure is a marked gap, with nothing to count and no sample number', () => {
    const section = renderServer(<Figures figures={fixtureFacts.unconfirmed.figures} />);
    const gaps = section.querySelectorAll('dl > div > dd [data-placeholder]');
    expect([...gaps].map((gap) => gap.textContent)).toEqual(Array(3).fill(ko.Common.placeholder));
    expect(section.querySelector('[data-value]')).toBeNull();
    const samples = Object.values(factFiles.unconfirmed.figures).map(({ value }) => value);
    for (const sample of samples) {
      expect(section.textContent).not.toContain(String(sample));
      expect(section.textContent).not.toContain(sample.toLocaleString('ko'));
    }
  });
});
