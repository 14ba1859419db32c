import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prefetchAgreement } from './prefetch';

const waiting = {
  agreement_idx: 101,
  construction_name: '채들 리버사이드 2차',
  title: '개인정보 수집·이용 동의',
  content: '첫 문단.\n\n둘째 문단.',
  status: 'WAITING',
  agreed_at: null,
  end_date: '2026-12-31T23:59:59+09:00',
};

/** A real HTTP backend on loopback: idx → [status, body] or a delay past the timeout. */
const answers: Record<string, [number, unknown] | 'slow'> = {
  '101': [200, waiting],
  '404': [404, { error: 'NOT_FOUND' }],
  '401': [401, { error: 'UNAUTHORIZED' }],
  '500': [500, { error: 'SERVER' }],
  '422': [200, { agreement_idx: 'four hundred', status: 'MAYBE' }],
  '900': 'slow',
};
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    const answer = answers[req.url?.split('/').pop() ?? ''];
    if (answer === 'slow') {
      setTimeout(() => res.end(JSON.stringify(waiting)), 1000);
      return;
    }
    const [status, body] = answer ?? [404, {}];
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('a well-formed agreement comes back parsed, asked for as docs/product.md says', async () => {
  await expect(prefetchAgreement(101, { baseUrl })).resolves.toMatchObject({
    idx: 101,
    constructionName: '채들 리버사이드 2차',
    status: 'WAITING',
  });
  const request = seen.at(-1)!;
  expect(request.method).toBe('GET');
  expect(request.url).toBe('/inhabitant/v1/agreement/101');
  expect(request.headers['cache-control']).toBe('no-cache');
  expect(request.headers.accept).toBe('application/json');
});

test.each([404, 401, 500, 422])(
  'answer %i leaves the call to the browser (undefined)',
  async (idx) => {
    await expect(prefetchAgreement(idx, { baseUrl })).resolves.toBeUndefined();
  },
);

test('a backend slower than the timeout does not hold the page', async () => {
  const started = Date.now();
  await expect(prefetchAgreement(900, { baseUrl, timeoutMs: 200 })).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(900);
});

test('an unreachable or unconfigured backend is undefined, not a thrown error', async () => {
  await expect(prefetchAgreement(101, { baseUrl: 'http://127.0.0.1:9/' })).resolves.toBeUndefined();
  await expect(prefetchAgreement(101, { baseUrl: '' })).resolves.toBeUndefined();
});
