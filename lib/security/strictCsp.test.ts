import { contentSecurityPolicy } from '@/lib/security/securityHeaders.mjs';
import { createNonce, isStrictCspPath, strictContentSecurityPolicy } from './strictCsp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('which pages', () => {
  it.each([
    '/private/consent/101',
    '/ko/private/terms/7',
    '/vi/private/consentComplete',
    '/private',
    '/sign-in',
    '/en/sign-in',
    '/sign-in/',
  ])('%s gets the nonce policy', (path) => expect(isStrictCspPath(path)).toBe(true));

  it.each([
    '/',
    '/ko',
    '/company',
    '/ko/contact/qna',
    '/privately',
    '/ko/sign-in-help',
    '/x/private',
  ])('%s keeps the static policy', (path) => expect(isStrictCspPath(path)).toBe(false));
});

describe('the policy', () => {
  const config = { apiBaseUrl: 'https://api.chaedle.com/', awsRegion: 'ap-northeast-2' };

  it('script-src: the nonce, strict-dynamic and the inline hashes; nothing that allows other inline script', () => {
    const policy = strictContentSecurityPolicy({
      ...config,
      nonce: 'abc123',
      scriptHashes: ["'sha256-xyz='"],
    });
    const scriptSrc = directives(policy).get('script-src');
    expect(scriptSrc).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'sha256-xyz='"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).not.toMatch(/report-/);
  });

  it("under next dev, eval too (React's dev tools), after the nonce and the hashes", () => {
    const policy = strictContentSecurityPolicy({
      ...config,
      nonce: 'n',
      scriptHashes: ["'sha256-xyz='"],
      dev: true,
    });
    expect(directives(policy).get('script-src')).toEqual([
      "'nonce-n'",
      "'strict-dynamic'",
      "'sha256-xyz='",
      "'unsafe-eval'",
    ]);
  });

  it('every other directive is the static pages’ one', () => {
    const strict = directives(
      strictContentSecurityPolicy({ ...config, nonce: 'n', scriptHashes: [] }),
    );
    const base = directives(contentSecurityPolicy(config));
    for (const [name, values] of base)
      if (name !== 'script-src') expect(strict.get(name)).toEqual(values);
    expect(strict.get('object-src')).toEqual(["'none'"]);
    expect(strict.get('base-uri')).toEqual(["'self'"]);
  });

  it('names no report endpoint: the page reports its violations itself, without its query', () => {
    const policy = strictContentSecurityPolicy({
      ...config,
      nonce: 'n',
      scriptHashes: [],
      sentryDsn: 'https://0123abcd@o42.ingest.sentry.io/4505',
    });
    expect(policy).not.toMatch(/report-(uri|to)/);
  });
});

describe('the nonce', () => {
  it('a nonce is 128 random bits, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
