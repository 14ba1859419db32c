import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  prefetchAgreement,
  readAgreement,
  SERVER_READ_TIMEOUT_MS,
  SITE_USER_AGENT,
  visitorAddress,
} from './backend';

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
const answers: Record<string, [number, unknown] | 'slow' | 'hang'> = {
  '101': [200, waiting],
  '404': [404, { error: 'NOT_FOUND' }],
  '401': [401, { error: 'UNAUTHORIZED' }],
  '500': [500, { error: 'SERVER' }],
  '422': [200, { agreement_idx: 'four hundred', status: 'MAYBE' }],
  '900': 'slow',
  '901': 'hang',
};
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    const answer = answers[req.url?.split('/').pop() ?? ''];
    if (answer === 'hang') return; // never answers (closed by afterAll)
    if (answer === 'slow') {
      setTimeout(() => res.end(JSON.stringify({ ...waiting, agreement_idx: 900 })), 1000);
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
  // 900 answers after 1 s: without the timeout it would come back found.
  await expect(prefetchAgreement(900, { baseUrl, timeoutMs: 200 })).resolves.toBeUndefined();
  // 901 never answers; the bound leaves room for a loaded host.
  const started = Date.now();
  await expect(prefetchAgreement(901, { baseUrl, timeoutMs: 200 })).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('an unreachable or unconfigured backend is undefined, not a thrown error', async () => {
  await expect(prefetchAgreement(101, { baseUrl: 'http://127.0.0.1:9/' })).resolves.toBeUndefined();
  await expect(prefetchAgreement(101, { baseUrl: '' })).resolves.toBeUndefined();
});

describe('the server reads as the site, naming the visitor', () => {
  test('User-Agent names the site and its release; X-Forwarded-For carries the visitor', async () => {
    await prefetchAgreement(101, {
      baseUrl,
      requestHeaders: new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }),
    });
    const request = seen.at(-1)!;
    expect(SITE_USER_AGENT).toMatch(/^chaedle-website\/\d+\.\d+\.\d+$/);
    expect(request.headers['user-agent']).toBe(SITE_USER_AGENT);
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.7');
    // The API client's own headers are still there.
    expect(request.headers.accept).toBe('application/json');
  });

  test('no visitor address known: no X-Forwarded-For, still the User-Agent', async () => {
    await prefetchAgreement(101, { baseUrl, requestHeaders: new Headers() });
    expect(seen.at(-1)!.headers['x-forwarded-for']).toBeUndefined();
    expect(seen.at(-1)!.headers['user-agent']).toBe(SITE_USER_AGENT);
    await prefetchAgreement(101, { baseUrl });
    expect(seen.at(-1)!.headers['x-forwarded-for']).toBeUndefined();
  });

  test.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 198.51.100.20 , 10.0.0.1', '198.51.100.20'],
    ['::1', '::1'],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
    ['2001:db8::1', '2001:db8::1'],
    ['255.255.255.255', '255.255.255.255'],
    ['0.0.0.0', '0.0.0.0'],
    // Octets of 200-249 in every position (a mobile carrier's 10.2.240.249 as much as 249.1.1.1).
    ['249.198.240.249', '249.198.240.249'],
    ['256.1.1.1', undefined],
    ['1.2.3', undefined],
    ['01.2.3.4', undefined],
    ['1.2.3.4.5', undefined],
    ['evil\r\nX-Admin: 1', undefined],
    ['unknown', undefined],
    ['2001:db8::zz', undefined],
    // A `]` would close the brackets early: the URL parser alone reads these as [::1] and a path.
    ['::1]/x', undefined],
    ['::1]/:1', undefined],
    ['2001:DB8::1', '2001:DB8::1'],
    ['abcd', undefined],
    ['1:2:3:4:5:6:7:8:9', undefined],
    [':', undefined],
    ['', undefined],
    [',203.0.113.7', undefined],
  ])('x-forwarded-for %j → %j', (header, expected) => {
    expect(visitorAddress(new Headers({ 'x-forwarded-for': header.replace(/[\r\n]/g, ' ') }))).toBe(
      expected,
    );
  });

  test('no headers, or no x-forwarded-for: undefined', () => {
    expect(visitorAddress(undefined)).toBeUndefined();
    expect(visitorAddress(new Headers({ 'x-real-ip': '203.0.113.7' }))).toBeUndefined();
  });
});

describe('readAgreement says what the end and error pages need', () => {
  test('found, not found, and anything else unavailable', async () => {
    await expect(readAgreement(101, { baseUrl })).resolves.toMatchObject({
      kind: 'found',
      agreement: { idx: 101, status: 'WAITING' },
    });
    await expect(readAgreement(404, { baseUrl })).resolves.toEqual({ kind: 'not-found' });
    for (const idx of [401, 500, 422])
      await expect(readAgreement(idx, { baseUrl })).resolves.toEqual({ kind: 'unavailable' });
    await expect(readAgreement(101, { baseUrl: '' })).resolves.toEqual({ kind: 'unavailable' });
  });

  test('gives up after 3 s by default', async () => {
    expect(SERVER_READ_TIMEOUT_MS).toBe(3_000);
    // A backend answering after 1 s is within the default: the agreement arrives.
    const started = Date.now();
    await expect(readAgreement(900, { baseUrl })).resolves.toMatchObject({ kind: 'found' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
