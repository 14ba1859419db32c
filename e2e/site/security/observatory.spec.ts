/**
 * MDN's HTTP Observatory grades every kind of page A+, its two HTTPS tests set aside (docs/threat-model.md): the scanner's own retriever, tests and grader against `next start`.
 */
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../../scripts/test/e2eEnv.mjs';
import { HTTPS_TESTS, observatoryGrade } from '../../support/observatory';

const pages = [
  ['home', '/ko', 200],
  ['company', '/ko/company', 200],
  ['FAQ', '/ko/contact/faq', 200],
  ['privacy', '/ko/privacy', 200],
  ['a consent link', '/ko/private/consent/101', 200],
  ['a 404', '/ko/no-such-page', 404],
] as const;

for (const [name, path, status] of pages) {
  test(`the Observatory grades ${name} (${path}) A+`, async ({}, testInfo) => {
    const grade = await observatoryGrade(e2ePorts.app, path);
    testInfo.annotations.push({
      type: 'observatory',
      description: `${grade.grade} (${grade.score})`,
    });
    expect(grade.status).toBe(status);
    const failed = Object.entries(grade.tests)
      .filter(([test, outcome]) => !outcome.pass && !HTTPS_TESTS.has(test))
      .map(([test, outcome]) => `${test}: ${outcome.result}`);
    expect(failed).toEqual([]);
    // The script policy is the strict one, not one that passes on a technicality.
    expect([
      'csp-implemented-with-no-unsafe',
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ]).toContain(grade.tests['content-security-policy']!.result);
    expect(grade.grade, `${grade.score}`).toBe('A+');
  });
}

test('the consent link sets its cookie Secure and SameSite=Lax, which the Observatory sees', async () => {
  const grade = await observatoryGrade(e2ePorts.app, '/ko/private/consent/101');
  expect(grade.tests.cookies!.result).toBe('cookies-secure-with-httponly-sessions-and-samesite');
});
