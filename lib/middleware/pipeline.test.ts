/**
 * The steps together, as middleware.ts runs them: one request per kind of answer. The e2e specs
 * (site/caching/, errors-and-recovery/not-found, consent/link-from-a-text-message,
 * change-language/) check the same on a server.
 */
import { NextRequest, type NextResponse } from 'next/server';

process.env.SITE_BUILD_TAG = 'm3k9x2';
const tag = 'W/"m3k9x2"';
let middleware: (request: NextRequest) => Promise<NextResponse>;

beforeAll(async () => {
  middleware = (await import('@/middleware')).default as typeof middleware;
});
afterAll(() => {
  delete process.env.SITE_BUILD_TAG;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(`https://chaedle.example${path}`, { headers }));
const korean = { 'accept-language': 'ko-KR,ko;q=0.9' };

describe('middleware', () => {
  it('another casing of a customer slug: 308 to the canonical one, before anything else', async () => {
    const answer = await get('/ko/hobanon', korean);
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('https://chaedle.example/ko/HobanON');
  });

  it('a prefixed prerendered page: its build tag, no cookie, cache rules left to the page', async () => {
    const answer = await get('/ko/company', { cookie: 'NEXT_LOCALE=en' });
    expect(answer.headers.get('etag')).toBe(tag);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBeNull();
  });

  it("an unprefixed page: for this visitor's browser only, and 304 for this build's copy", async () => {
    const page = await get('/company', { 'accept-language': 'en-US' });
    expect(page.headers.get('etag')).toBe(tag);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Accept-Language, Cookie');
    const again = await get('/company', { 'accept-language': 'en-US', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a language redirect is never shared, prefixed or not', async () => {
    for (const [path, headers] of [
      ['/company', korean],
      ['/en/company', {}],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.headers.get('location')).not.toBeNull();
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('an unknown path: the not-found page of its language, 404, no tag', async () => {
    const answer = await get('/ko/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-middleware-rewrite')).toBe(
      'https://chaedle.example/ko/page-not-found',
    );
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('the locale cookie is Secure over https, SameSite=Lax kept; as it was over http', async () => {
    const overHttps = await get('/en/company', korean);
    expect(overHttps.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;.*; Secure/);
    expect(overHttps.headers.get('set-cookie')).toMatch(/SameSite=lax/i);
    const overHttp = await middleware(
      new NextRequest('http://localhost:3000/en/company', { headers: korean }),
    );
    expect(overHttp.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;/);
    expect(overHttp.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('a consent link: in place, with its nonce policy, no tag and no cache rule added', async () => {
    const answer = await get('/private/consent/101', korean);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('x-middleware-rewrite')).toBe(
      'https://chaedle.example/ko/private/consent/101',
    );
    expect(answer.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('cache-control')).toBeNull();
  });
});
