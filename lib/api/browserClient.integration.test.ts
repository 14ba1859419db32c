import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiError } from './client';

// sonner (a third-party toast library) is the edge here: what the site asks it to show.
const toastError = jest.fn();
jest.mock('sonner', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const status = Number(req.url?.slice(1)) || 200;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(status === 200 ? '{"ok":true}' : '{"error":"SOMETHING"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const replaced: string[] = [];

beforeEach(() => {
  toastError.mockClear();
  replaced.length = 0;
  // The browser's location, as far as the client touches it.
  (globalThis as { window?: unknown }).window = {
    location: { replace: (path: string) => replaced.push(path) },
  };
});

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

/** lib/api/browserClient.ts as a page loads it: env read once, with this backend configured. */
async function load(apiBaseUrl: string) {
  process.env.NEXT_PUBLIC_API_BASE_URL = apiBaseUrl;
  let loaded: typeof import('./browserClient') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./browserClient');
  });
  delete process.env.NEXT_PUBLIC_API_BASE_URL;
  return loaded!;
}

const texts = (error: ApiError) => `text for ${error.status} ${error.error}`;
const toasted = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50)); // sonner is loaded on the first toast
  return toastError.mock.calls;
};

describe('the API client as the browser uses it', () => {
  it('calls the configured backend (trailing slash removed) and returns its JSON', async () => {
    const { createBrowserApiClient } = await load(`${origin}/`);
    const api = createBrowserApiClient({ signInPath: '/ko/sign-in', errorText: texts });
    await expect(api.get('/200')).resolves.toEqual({ ok: true });
    expect(await toasted()).toEqual([]);
  });

  it('a 401 replaces the page with sign-in (Back does not return to it), no toast', async () => {
    const { createBrowserApiClient } = await load(origin);
    const api = createBrowserApiClient({ signInPath: '/vi/sign-in', errorText: texts });
    await expect(api.get('/401')).rejects.toMatchObject({ status: 401 });
    expect(replaced).toEqual(['/vi/sign-in']);
    expect(await toasted()).toEqual([]);
  });

  it('another failure is toasted in the visitor’s language, bottom centre, for 3 s', async () => {
    const { createBrowserApiClient } = await load(origin);
    const api = createBrowserApiClient({ signInPath: '/sign-in', errorText: texts });
    await expect(api.get('/500')).rejects.toMatchObject({ status: 500 });
    expect(await toasted()).toEqual([
      ['text for 500 SOMETHING', { id: undefined, duration: 3000, position: 'bottom-center' }],
    ]);
    expect(replaced).toEqual([]);
  });

  it('network failures share one toast (by id), so retries do not stack them', async () => {
    const { createBrowserApiClient } = await load('http://127.0.0.1:1');
    const api = createBrowserApiClient({ signInPath: '/sign-in', errorText: texts });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503 });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503 });
    const calls = await toasted();
    expect(calls).toHaveLength(2);
    for (const [text, options] of calls) {
      expect(text).toBe('text for 503 NETWORK_ERROR_HAS_OCCURRED');
      expect(options).toEqual({
        id: 'NETWORK_ERROR_HAS_OCCURRED',
        duration: 3000,
        position: 'bottom-center',
      });
    }
  });

  it('showErrorToast passes its own id through', async () => {
    const { showErrorToast } = await load(origin);
    showErrorToast('응답을 읽을 수 없습니다', 'malformed');
    expect(await toasted()).toEqual([
      ['응답을 읽을 수 없습니다', { id: 'malformed', duration: 3000, position: 'bottom-center' }],
    ]);
  });
});
