/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { expectNoSampleValue, fixtureFacts } from '@/test/companyFacts';
import { messages, renderServer } from '@/test/renderServer';
import { Channels } from './Channels';

const t = messages.ko.Contact.channels;
const labels = [t.phone, t.email, t.fax, t.hours];

const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('dl > div')].map((row) => ({
    label: row.querySelector('dt')?.textContent,
    dd: row.querySelector('dd')!,
  }));

describe('Channels', () => {
  test('confirmed: phone and e-mail are tel: and mailto: links, fax and hours their text', () => {
    const company = fixtureFacts.confirmed.company('ko');
    const [phone, email, fax, hours] = rows(renderServer(<Channels company={company} />));
    expect([phone, email, fax, hours].map((row) => row?.label)).toEqual(labels);
    expect(phone?.dd.innerHTML).toBe('<a href="tel:0269523100">02-6952-3100</a>');
    expect(email?.dd.innerHTML).toBe('<a href="mailto:help@chaedle.com">help@chaedle.com</a>');
    expect(fax?.dd.innerHTML).toBe('02-6952-3101');
    expect(hours?.dd.textContent).toBe(company.supportHours);
    expect(hours?.dd.querySelector('a, [data-placeholder]')).toBeNull();
  });

  test('unconfirmed: each is a marked gap, no link and no sample value', () => {
    const element = renderServer(<Channels company={fixtureFacts.unconfirmed.company('ko')} />);
    const all = rows(element);
    expect(all.map((row) => row.label)).toEqual(labels);
    for (const { dd } of all) {
      expect(dd.querySelector('[data-placeholder]')?.textContent).toBe(
        messages.ko.Common.placeholder,
      );
      expect(dd.textContent).toBe(messages.ko.Common.placeholder);
    }
    expect(element.querySelector('a')).toBeNull();
    expectNoSampleValue(element);
  });
});
