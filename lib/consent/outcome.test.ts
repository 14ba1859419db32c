import { outcomeOf } from './outcome';
import type { Agreement } from './schema';

const agreement = (status: Agreement['status']): Agreement => ({
  idx: 7,
  constructionName: '채들',
  title: '동의',
  content: '내용',
  status,
  agreedAt: '2026-03-02T10:15:00+09:00',
  endDate: '2025-12-31T23:59:59+09:00',
});

test('agreed carries the date of consent, expired the end date, both from the backend', () => {
  expect(outcomeOf({ kind: 'found', agreement: agreement('AGREED') })).toEqual({
    kind: 'agreed',
    date: '2026-03-02T10:15:00+09:00',
  });
  expect(outcomeOf({ kind: 'found', agreement: agreement('EXPIRED') })).toEqual({
    kind: 'expired',
    date: '2025-12-31T23:59:59+09:00',
  });
});

test('waiting, not found, and nothing learnt', () => {
  expect(outcomeOf({ kind: 'found', agreement: agreement('WAITING') })).toEqual({
    kind: 'waiting',
  });
  expect(outcomeOf({ kind: 'not-found' })).toEqual({ kind: 'not-found' });
  expect(outcomeOf({ kind: 'unavailable' })).toEqual({ kind: 'unknown' });
  expect(outcomeOf(undefined)).toEqual({ kind: 'unknown' });
});
