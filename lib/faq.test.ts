import { faqEntries, faqHighlights, filterFaq, matchesFaqQuery, normalizeSearchText, type FaqItem } from './faq';

const items: FaqItem[] = [
  { id: 'a', category: 'defect', question: '하자 접수는 언제 확정되나요?', answer: '세대 관리자가 승인할 때까지 대기 상태입니다.' },
  { id: 'b', category: 'usage', question: 'Can I book on the same day?', answer: 'Same-day RESERVATION is not possible.' },
  { id: 'c', category: 'signup', question: 'Làm sao để đổi số điện thoại?', answer: 'Xác minh danh tính trong Trang của tôi > Tài khoản của tôi.' },
  { id: 'd', category: 'defect', question: 'Which files can I upload?', answer: 'Photos in jpg or png, videos in mp4.' },
];

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
    expect(matchesFaqQuery(items[0], '')).toBe(true);
    expect(matchesFaqQuery(items[0], '   ')).toBe(true);
  });
  it('ignores case', () => {
    expect(matchesFaqQuery(items[1], 'same day reservation')).toBe(true);
    expect(matchesFaqQuery(items[3], 'MP4')).toBe(true);
  });
  it('needs every word, in any order, in question or answer', () => {
    expect(matchesFaqQuery(items[3], 'videos jpg')).toBe(true);
    expect(matchesFaqQuery(items[3], 'videos gif')).toBe(false);
  });
  it('finds Korean regardless of spacing', () => {
    expect(matchesFaqQuery(items[0], '하자접수')).toBe(true);
    expect(matchesFaqQuery(items[0], '세대 관리자')).toBe(true);
    expect(matchesFaqQuery(items[0], '  승인  ')).toBe(true);
    expect(matchesFaqQuery(items[0], '예약')).toBe(false);
  });
  it('finds Vietnamese with or without diacritics', () => {
    expect(matchesFaqQuery(items[2], 'điện thoại')).toBe(true);
    expect(matchesFaqQuery(items[2], 'dien thoai')).toBe(true);
    expect(matchesFaqQuery(items[2], 'XAC MINH')).toBe(true);
    expect(matchesFaqQuery(items[2], 'email')).toBe(false);
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
  it('has at least 25 unique questions covering every category', () => {
    const ids = faqEntries.map((e) => e.id);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of ['usage', 'defect', 'permission', 'signup']) {
      expect(faqEntries.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(5);
    }
    for (const id of faqHighlights) expect(ids).toContain(id);
  });
});
