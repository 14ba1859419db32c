/**
 * The security headers (docs/threat-model.md section 3) are on every kind of response: a marketing page, a
 * consent page, the sitemap and a 404.
 */
import { expect, test } from '@playwright/test';
import { PERMISSIONS_POLICY } from '../../../lib/security/securityHeaders.mjs';

test('security headers are on every response', async ({ request }) => {
  for (const path of [
    '/',
    '/ko/company',
    '/private/consent/101',
    '/sitemap.xml',
    '/no-such-page',
  ]) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  }
});
