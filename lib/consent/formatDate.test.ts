import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes the date on Korean time in the given locale', () => {
    expect(formatDate('2026-03-31T16:00:00Z', 'ko')).toBe('2026년 4월 1일');
    expect(formatDate('2026-03-31T16:00:00Z', 'en')).toBe('April 1, 2026');
    expect(formatDate('2026-03-31T14:59:59Z', 'en')).toBe('March 31, 2026');
    expect(formatDate('2026-03-31T15:00:00Z', 'vi')).toBe('1 tháng 4, 2026');
  });

  it('gives undefined for anything that is not a date', () => {
    expect(formatDate(null, 'ko')).toBeUndefined();
    expect(formatDate('', 'ko')).toBeUndefined();
    expect(formatDate(['2026-04-01'], 'ko')).toBeUndefined();
    expect(formatDate('not a date', 'ko')).toBeUndefined();
    expect(formatDate(1_775_000_000_000, 'ko')).toBeUndefined();
    expect(formatDate(undefined, 'ko')).toBeUndefined();
  });
});
