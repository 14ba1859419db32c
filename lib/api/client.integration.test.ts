import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  buildUrl,
  createApiClient,
  isApiError,
  MAX_BODY_BYTES,
  NETWORK_ERROR,
  normalizeBaseUrl,
  NOT_CONFIGURED,
  REQUEST_TIMEOUT_MS,
} from './client';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let origin: string;
const seen: Seen[] = [];
/** path → [status, raw body] */
const answers = new Map<string, [number, string]>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const path = (req.url ?? '').split('?')[0]!;
      if (path === '/hang') return; // never answers
      if (path === '/drip') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.write('{"a":'); // headers, then the body stalls
      }
      if (path === '/big-declared' || path === '/big-chunked') {
        const big = JSON.stringify({ content: 'x'.repeat(MAX_BODY_BYTES) });
        const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' };
        if (path === '/big-declared') headers['Content-Length'] = Buffer.byteLength(big);
        res.writeHead(200, headers);
        // Chunked: no length up front, so only counting the bytes can catch it.
        for (let i = 0; i < big.length; i += 16_384) res.write(big.slice(i, i + 16_384));
        return res.end();
      }
      const [status, body] = answers.get((req.url ?? '').split('?')[0]!) ?? [200, '{"ok":true}'];
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  seen.length = 0;
  answers.clear();
});

function client(baseUrl: string | null = `${origin}/`, timeoutMs?: number) {
  const unauthorized: ApiError[] = [];
  const toasts: ApiError[] = [];
  const api = createApiClient({
    baseUrl: baseUrl ?? undefined,
    timeoutMs,
    onUnauthorized: (e) => unauthorized.push(e),
    onError: (e) => toasts.push(e),
  });
  return { api, unauthorized, toasts };
}

describe('URL building', () => {
  it('removes the trailing slash of the base and joins with one slash', () => {
    expect(buildUrl('https://api.example.com/', '/inhabitant/v1/agreement/1')).toBe(
      'https://api.example.com/inhabitant/v1/agreement/1',
    );
    expect(buildUrl('https://api.example.com///', 'x')).toBe('https://api.example.com/x');
    expect(buildUrl('https://api.example.com/base/', '/x')).toBe('https://api.example.com/base/x');
    expect(buildUrl('https://api.example.com', '/x')).toBe('https://api.example.com/x');
  });
});

describe('requests on the wire', () => {
  it('sends JSON and no-cache headers on both methods, to the path without a doubled slash', async () => {
    const { api } = client();
    await api.get('/inhabitant/v1/agreement/7');
    await api.get('/inhabitant/v1/agreement/7/terms');
    await api.put('/inhabitant/v1/agreement/7');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /inhabitant/v1/agreement/7',
      'GET /inhabitant/v1/agreement/7/terms',
      'PUT /inhabitant/v1/agreement/7',
    ]);
    for (const request of seen) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.accept).toBe('application/json');
      expect(request.headers['cache-control']).toBe('no-cache');
      expect(request.headers.pragma).toBe('no-cache');
    }
    // Consent is given by the PUT itself: it carries no body.
    expect(seen[2]!.body).toBe('');
  });

  it('returns the parsed JSON body, or undefined for an empty or non-JSON 2xx body', async () => {
    const { api } = client();
    answers.set('/json', [200, '{"agreement_idx":1}']);
    answers.set('/empty', [200, '']);
    answers.set('/html', [200, '<html>']);
    await expect(api.get('/json')).resolves.toEqual({ agreement_idx: 1 });
    await expect(api.get('/empty')).resolves.toBeUndefined();
    await expect(api.get('/html')).resolves.toBeUndefined();
  });
});

describe('error paths', () => {
  it('a network failure becomes 503 NETWORK_ERROR_HAS_OCCURRED and is toasted', async () => {
    const { api, toasts, unauthorized } = client('http://127.0.0.1:1/');
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503, error: NETWORK_ERROR });
    expect(toasts.map((e) => e.error)).toEqual([NETWORK_ERROR]);
    expect(unauthorized).toEqual([]);
  });

  it('a failure of an injected fetch is a network failure too', async () => {
    const toasts: ApiError[] = [];
    const api = createApiClient({
      baseUrl: 'https://x.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onUnauthorized: () => undefined,
      onError: (e) => toasts.push(e),
    });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, error: NETWORK_ERROR });
    expect(toasts).toHaveLength(1);
  });

  it('another failure carries the status, its error field and message, and is toasted', async () => {
    const { api, toasts } = client();
    answers.set('/boom', [500, '{"error":"INTERNAL","message":"Database down"}']);
    await expect(api.get('/boom')).rejects.toMatchObject({
      status: 500,
      error: 'INTERNAL',
      serverMessage: 'Database down',
    });
    expect(toasts.map((e) => `${e.status} ${e.error}`)).toEqual(['500 INTERNAL']);
  });

  it('a failure without a JSON error field is named after its status', async () => {
    const { api } = client();
    answers.set('/gateway', [502, '<html>Bad gateway</html>']);
    answers.set('/nofield', [404, '{"message":"gone"}']);
    await expect(api.get('/gateway')).rejects.toMatchObject({ status: 502, error: 'HTTP_502' });
    await expect(api.get('/nofield')).rejects.toMatchObject({
      status: 404,
      error: 'HTTP_404',
      serverMessage: 'gone',
    });
  });

  it('401 goes to sign-in and is not toasted, even when the caller handles errors', async () => {
    const { api, toasts, unauthorized } = client();
    answers.set('/private', [401, '{"error":"UNAUTHORIZED"}']);
    await expect(api.get('/private', { handlesError: true })).rejects.toMatchObject({
      status: 401,
      error: 'UNAUTHORIZED',
    });
    expect(unauthorized).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('no toast when the caller handles the error, wholly or by predicate', async () => {
    const { api, toasts } = client();
    answers.set('/missing', [404, '{"error":"AGREEMENT_NOT_FOUND"}']);
    answers.set('/broken', [500, '{"error":"INTERNAL"}']);
    const only404 = (e: ApiError) => e.status === 404;
    await expect(api.put('/missing', { handlesError: true })).rejects.toMatchObject({
      status: 404,
    });
    await expect(api.get('/missing', { handlesError: only404 })).rejects.toMatchObject({
      status: 404,
    });
    expect(toasts).toEqual([]);
    await expect(api.get('/broken', { handlesError: only404 })).rejects.toMatchObject({
      status: 500,
    });
    expect(toasts.map((e) => e.status)).toEqual([500]);
  });

  it('an unconfigured base URL fails without a request', async () => {
    const { api, toasts } = client(null);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503, error: NOT_CONFIGURED });
    expect(seen).toEqual([]);
    expect(toasts).toHaveLength(1);
  });

  it('an aborted request rejects without a toast', async () => {
    const { api, toasts } = client();
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(toasts).toEqual([]);
  });
});

describe('limits (docs/product.md, Limits)', () => {
  it('gives up after 15 000 ms by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(MAX_BODY_BYTES).toBe(256 * 1024);
  });

  it('a backend that never answers is a network failure once the deadline passes, toasted', async () => {
    const { api, toasts } = client(undefined, 300);
    const started = Date.now();
    await expect(api.get('/hang')).rejects.toMatchObject({ status: 503, error: NETWORK_ERROR });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(toasts.map((e) => e.error)).toEqual([NETWORK_ERROR]);
  });

  it('the deadline covers a body that stalls after the headers', async () => {
    const { api } = client(undefined, 300);
    await expect(api.get('/drip')).rejects.toMatchObject({ status: 503, error: NETWORK_ERROR });
  });

  it('the caller can still cancel: its abort rejects at once, without a toast', async () => {
    const { api, toasts } = client(undefined, 10_000);
    const controller = new AbortController();
    const pending = api.get('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const error = await pending.catch((e: unknown) => e);
    // The caller's own abort, as fetch rejects with it.
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(toasts).toEqual([]);
  });

  it.each(['/big-declared', '/big-chunked'])(
    'a 2xx body over 256 KB (%s) is not read: undefined, which the schema calls malformed',
    async (path) => {
      const { api, toasts } = client();
      await expect(api.get(path)).resolves.toBeUndefined();
      expect(toasts).toEqual([]);
    },
  );

  it('a declared Content-Length over the limit is refused before any byte is read', async () => {
    let pulled = false;
    const api = createApiClient({
      baseUrl: 'https://x.test',
      timeoutMs: 1_000,
      fetch: async () =>
        new Response(
          new ReadableStream(
            {
              pull() {
                pulled = true; // never enqueues: reading this body would wait for the deadline
              },
            },
            { highWaterMark: 0 }, // pulled on a read only
          ),
          { status: 200, headers: { 'Content-Length': String(5 * 1024 * 1024) } },
        ),
      onUnauthorized: () => undefined,
      onError: () => undefined,
    });
    await expect(api.get('/x')).resolves.toBeUndefined();
    expect(pulled).toBe(false);
  });

  it('a body of exactly 256 KB is still read', async () => {
    const { api } = client();
    const body = JSON.stringify({ c: 'x'.repeat(MAX_BODY_BYTES - 8) });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    answers.set('/limit', [200, body]);
    await expect(api.get('/limit')).resolves.toEqual({ c: 'x'.repeat(MAX_BODY_BYTES - 8) });
  });
});

describe('what callers and the browser rely on', () => {
  /** A client whose fetch is a recorder: what the browser would be asked to do. */
  function recording(respond: () => Response = () => new Response('{"ok":true}')) {
    const calls: { url: string; init: RequestInit }[] = [];
    const toasts: ApiError[] = [];
    const api = createApiClient({
      baseUrl: ' https://api.example.com/ ',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return respond();
      },
      onUnauthorized: () => undefined,
      onError: (e) => toasts.push(e),
    });
    return { api, calls, toasts };
  }

  it('asks the browser for no cache, no cookies, and a signal that ends with the deadline', async () => {
    const { api, calls } = recording();
    await api.get('/things/1');
    await api.put('things/2');
    expect(calls.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET https://api.example.com/things/1',
      'PUT https://api.example.com/things/2',
    ]);
    for (const { init } of calls) {
      expect(init.cache).toBe('no-store');
      expect(init.credentials).toBe('omit');
      expect(init.headers).toEqual({
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
      });
      expect(init.signal).toBeInstanceOf(AbortSignal);
    }
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('an ApiError names its code and the server’s message, and is recognised as one', () => {
    const withMessage = new ApiError(404, 'AGREEMENT_NOT_FOUND', 'no such agreement');
    expect(withMessage.message).toBe('AGREEMENT_NOT_FOUND: no such agreement');
    expect(withMessage.name).toBe('ApiError');
    expect(new ApiError(500, 'INTERNAL').message).toBe('INTERNAL');
    expect(new ApiError(500, 'INTERNAL').serverMessage).toBeUndefined();
    expect(isApiError(withMessage)).toBe(true);
    expect(isApiError(new Error('AGREEMENT_NOT_FOUND'))).toBe(false);
    expect(isApiError({ status: 404, error: 'X' })).toBe(false);
  });

  it.each([
    ['null', 'HTTP_409', undefined],
    ['[1,2]', 'HTTP_409', undefined],
    ['"CONFLICT"', 'HTTP_409', undefined],
    ['{"error":"","message":""}', 'HTTP_409', undefined],
    ['{"error":7,"message":{"text":"x"}}', 'HTTP_409', undefined],
    ['{"error":"CONFLICT"}', 'CONFLICT', undefined],
    ['{"message":"taken"}', 'HTTP_409', 'taken'],
  ])('an error body %s gives the code %s and message %j', async (body, error, serverMessage) => {
    const { api, toasts } = recording(() => new Response(body, { status: 409 }));
    const failure = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(409);
    expect(failure.error).toBe(error);
    expect(failure.serverMessage).toBe(serverMessage);
    expect(toasts).toEqual([failure]);
  });

  it('an error body over 256 KB is not read: the status names the failure', async () => {
    const { api } = recording(
      () =>
        new Response(JSON.stringify({ error: 'HUGE', message: 'x'.repeat(MAX_BODY_BYTES) }), {
          status: 500,
        }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 500,
      error: 'HTTP_500',
      serverMessage: undefined,
    });
  });

  it('a body that breaks off while being read is a network failure, toasted', async () => {
    const { api, toasts } = recording(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.error(new TypeError('connection reset'));
            },
          }),
        ),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503, error: NETWORK_ERROR });
    expect(toasts.map((e) => e.error)).toEqual([NETWORK_ERROR]);
  });

  it('a finished request leaves no timer and no listener behind', async () => {
    jest.useFakeTimers();
    try {
      const caller = new AbortController();
      const { api } = recording();
      await api.get('/x', { signal: caller.signal });
      // The 15 s deadline of every call would otherwise pile up on a page left open.
      expect(jest.getTimerCount()).toBe(0);
      const failing = recording(() => new Response('{"error":"X"}', { status: 500 }));
      await failing.api.get('/x', { signal: caller.signal }).catch(() => undefined);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('names its failures with the codes the pages map to texts', () => {
    expect(NOT_CONFIGURED).toBe('API_NOT_CONFIGURED');
    expect(NETWORK_ERROR).toBe('NETWORK_ERROR_HAS_OCCURRED');
  });

  it('a base URL loses surrounding spaces and trailing slashes', () => {
    expect(normalizeBaseUrl('  https://api.example.com//  ')).toBe('https://api.example.com');
  });
});

describe('query values', () => {
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
