import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildUrl, createApiClient } from './client';
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

  test('the client sends them on the wire', async () => {
    const urls: string[] = [];
    const server = http.createServer((req, res) => {
      urls.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const api = createApiClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        onUnauthorized: () => {},
        onError: () => {},
      });
      await api.get('/inhabitant/v1/agreement/7', { query: { tag: ['a', 'b'], skip: null } });
      await api.put('/inhabitant/v1/agreement/7', { query: { at: 5, none: '' } });
      await api.get('/inhabitant/v1/agreement/7');
      expect(urls).toEqual([
        '/inhabitant/v1/agreement/7?tag=a&tag=b',
        '/inhabitant/v1/agreement/7?at=5',
        '/inhabitant/v1/agreement/7',
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
