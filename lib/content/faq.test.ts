import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  faqEntries,
  faqHighlights,
  filterFaq,
  matchesFaqQuery,
  normalizeSearchText,
  type FaqItem,
} from './faq';

const a: FaqItem = {
  id: 'a',
  category: 'defect',
  question: '하자 접수는 언제 확정되나요?',
  answer: '세대 관리자가 승인할 때까지 대기 상태입니다.',
};
const b: FaqItem = {
  id: 'b',
  category: 'usage',
  question: 'Can I book on the same day?',
  answer: 'Same-day RESERVATION is not possible.',
};
const c: FaqItem = {
  id: 'c',
  category: 'signup',
  question: 'Làm sao để đổi số điện thoại?',
  answer: 'Xác minh danh tính trong Trang của tôi > Tài khoản của tôi.',
};
const d: FaqItem = {
  id: 'd',
  category: 'defect',
  question: 'Which files can I upload?',
  answer: 'Photos in jpg or png, videos in mp4.',
};
const items = [a, b, c, d];

describe('normalizeSearchText', () => {
  it('lower-cases, collapses whitespace and drops punctuation', () => {
    expect(normalizeSearchText('  Same-Day\tRESERVATION!  ')).toBe('same day reservation');
  });
  it('strips Vietnamese diacritics, including đ', () => {
    expect(normalizeSearchText('Đăng ký tài khoản')).toBe('dang ky tai khoan');
  });
  it('keeps Hangul syllables whole, whatever form they arrive in', () => {
    expect(normalizeSearchText('하자 접수'.normalize('NFD'))).toBe('하자 접수');
  });
});

describe('matchesFaqQuery', () => {
  it('matches everything for an empty or blank query', () => {
    expect(matchesFaqQuery(a, '')).toBe(true);
    expect(matchesFaqQuery(a, '   ')).toBe(true);
  });
  it('ignores case', () => {
    expect(matchesFaqQuery(b, 'same day reservation')).toBe(true);
    expect(matchesFaqQuery(d, 'MP4')).toBe(true);
  });
  it('needs every word, in any order, in question or answer', () => {
    expect(matchesFaqQuery(d, 'videos jpg')).toBe(true);
    expect(matchesFaqQuery(d, 'videos gif')).toBe(false);
  });
  it('finds Korean regardless of spacing', () => {
    expect(matchesFaqQuery(a, '하자접수')).toBe(true);
    expect(matchesFaqQuery(a, '세대 관리자')).toBe(true);
    expect(matchesFaqQuery(a, '  승인  ')).toBe(true);
    expect(matchesFaqQuery(a, '예약')).toBe(false);
  });
  it('finds Vietnamese with or without diacritics', () => {
    expect(matchesFaqQuery(c, 'điện thoại')).toBe(true);
    expect(matchesFaqQuery(c, 'dien thoai')).toBe(true);
    expect(matchesFaqQuery(c, 'XAC MINH')).toBe(true);
    expect(matchesFaqQuery(c, 'email')).toBe(false);
  });
});

describe('filterFaq', () => {
  it('filters by category', () => {
    expect(filterFaq(items, { category: 'defect' }).map((i) => i.id)).toEqual(['a', 'd']);
    expect(filterFaq(items, { category: 'all' })).toHaveLength(4);
  });
  it('combines category and query', () => {
    expect(filterFaq(items, { category: 'defect', query: 'jpg' }).map((i) => i.id)).toEqual(['d']);
    expect(filterFaq(items, { category: 'usage', query: 'jpg' })).toEqual([]);
  });
  it('returns an empty list when nothing matches', () => {
    expect(filterFaq(items, { query: 'zzz' })).toEqual([]);
  });
});

describe('faq entries', () => {
  // Only answers the product description supports (docs/product.md), so the count is what it is:
  // every category still has a few questions, none repeated.
  it('has unique questions, at least three in every category', () => {
    const ids = faqEntries.map((e) => e.id);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of ['usage', 'defect', 'permission', 'signup']) {
      expect(faqEntries.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(3);
    }
    for (const id of faqHighlights) expect(ids).toContain(id);
  });
});

describe('the number of FAQ questions in copy', () => {
  // Counts come from the data they count (docs/product.md): the
  // customer centre's link to the FAQ receives the number as {count}, never a typed figure.
  it.each(['ko', 'en', 'vi'])('%s: the link text takes {count} and types no number', (locale) => {
    const messages = JSON.parse(
      readFileSync(path.join(__dirname, `../../messages/${locale}.json`), 'utf8'),
    );
    const body: string = messages.Contact.more.faq.body;
    expect(body).toMatch(/\{count\b/);
    expect(body).not.toMatch(/\d/);
  });
});
