import { buildUrl } from './client';
import { queryString } from './query';

describe('query values (docs/product.md, the agreement backend)', () => {
  test('each value becomes a parameter, encoded', () => {
    expect(queryString({ page: 2, q: '하자 접수', open: true })).toBe(
      '?page=2&q=%ED%95%98%EC%9E%90+%EC%A0%91%EC%88%98&open=true',
    );
    expect(queryString({ zero: 0, no: false, amp: 'a&b=c' })).toBe(
      '?zero=0&no=false&amp=a%26b%3Dc',
    );
  });

  test('an array becomes the same key repeated, in order', () => {
    expect(queryString({ status: ['WAITING', 'AGREED'], idx: [3, 1] })).toBe(
      '?status=WAITING&status=AGREED&idx=3&idx=1',
    );
  });

  test('empty values are skipped: undefined, null, the empty string, inside arrays too', () => {
    expect(queryString({ a: undefined, b: null, c: '', d: 'kept' })).toBe('?d=kept');
    expect(queryString({ list: ['', null, 'x', undefined] })).toBe('?list=x');
    expect(queryString({ list: [] })).toBe('');
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
    // Not empty: a space, zero and false are values.
    expect(queryString({ space: ' ' })).toBe('?space=+');
  });

  test('buildUrl appends them after the path, with one slash between base and path', () => {
    expect(buildUrl('https://api.example.com/', '/v1/x', { a: [1, 2], b: '' })).toBe(
      'https://api.example.com/v1/x?a=1&a=2',
    );
    expect(buildUrl('https://api.example.com', 'v1/x', {})).toBe('https://api.example.com/v1/x');
  });
});
