import { readFileSync } from 'node:fs';
import path from 'node:path';
import { marketingPages } from './site';

/*
 * One style of meta description per language (docs/glossary.md): Korean in
 * 합니다체 (no -세요 request, no noun fragment), English and Vietnamese as whole declarative
 * sentences (no imperative opening), each ending with a full stop.
 */

type Pages = Record<string, { description: string }>;
const pages = (locale: string) =>
  (
    JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'),
    ) as {
      Pages: Pages;
    }
  ).Pages;
const ids = Object.keys(marketingPages);

describe('meta descriptions', () => {
  it('Korean: every one ends in 합니다체', () => {
    const off = ids.filter((id) => !/니다\.$/u.test(pages('ko')[id]!.description));
    expect(off).toEqual([]);
  });

  it('Korean: none asks the reader with -세요', () => {
    expect(ids.filter((id) => /세요/u.test(pages('ko')[id]!.description))).toEqual([]);
  });

  const imperative: Record<string, RegExp> = {
    en: /^(Search|Request|Meet|Download|Send|Read|See|Get|Discover|Find|Learn|Explore|Check)\b/u,
    vi: /^(Hãy|Yêu cầu|Tìm|Tải|Gửi|Xem|Khám phá)\b/u,
  };
  it.each(['en', 'vi'])('%s: whole declarative sentences ending with a full stop', (locale) => {
    const off = ids.filter((id) => {
      const text = pages(locale)[id]!.description;
      return !text.endsWith('.') || imperative[locale]!.test(text);
    });
    expect(off).toEqual([]);
  });
});
