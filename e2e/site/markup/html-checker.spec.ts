import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The production build's HTML through the Nu HTML Checker (the W3C's validator, npm package
 * vnu-jar; Java from the system: `.ci/run` installs Debian's default-jre-headless when missing).
 * A few pages per layout and locale: the layouts, the forms and the dialogs are where the markup
 * comes from. README.
 */
const pages = [
  '/ko',
  '/company',
  '/vi/contact/faq',
  '/ko/contact/idea',
  '/ko/service/inhabitant/detail',
  '/en/company/download',
  '/ko/privacy',
  '/ko/HS',
  '/ko/private/consent/101',
  '/ko/private/consentComplete',
  '/ko/sign-in',
  '/ko/no-such-page',
];

/** A message of the checker's that is not the page's fault, with the markup it may be about. */
type Accepted = { message: RegExp; extract?: RegExp };
const isAccepted = (list: Accepted[], m: { message: string; extract?: string }) =>
  list.some((a) => a.message.test(m.message) && (a.extract?.test(m.extract ?? '') ?? true));

/**
 * Warnings kept on purpose. `role="list"` on a styled <ul>: Safari drops the list semantics of a
 * list without bullets, and VoiceOver users lose the item count; the role gives them back.
 */
const acceptedWarnings: Accepted[] = [
  { message: /^The “list” role is unnecessary for element “ul”\.$/ },
  // vnu 26.9 checks a page's own script policy (docs/deploying.md) against its scripts, hashes included: an inline script missing from it is
  // a warning here. Two of its warnings are its own: a file it reads has no origin, so the site's
  // chunks cannot match 'self'; and it takes JSON-LD for an inline script, which the HTML Standard
  // never runs, so no policy applies to it (browsers report nothing: e2e/site/security/static-page-script-policy.spec.ts).
  {
    message:
      /^Resource violates Content Security Policy \(meta tag\): external script “\/_next\/static\/[^”]+” blocked by “script-src” directive\.$/,
    extract: /<script src="\/_next\/static\//,
  },
  {
    message:
      /^Inline script violates Content Security Policy \(meta tag\): blocked by “script-src”/,
    extract: /<script type="application\/ld\+json">/,
  },
];

type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  url: string;
  lastLine?: number;
  extract?: string;
};

const vnuJar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

test('the Nu HTML Checker finds no error in the pages of every layout', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'chaedle-markup-'));
  try {
    for (const [index, path] of pages.entries()) {
      const response = await request.get(path, { headers: { 'Accept-Language': 'ko' } });
      expect(response.status(), path).toBe(path.includes('no-such-page') ? 404 : 200);
      writeFileSync(join(dir, `${index}.html`), await response.text());
    }
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--format', 'json', ...pages.map((_, i) => join(dir, `${i}.html`))],
      { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
    );
    expect(run.error, 'java must be installed (Debian: default-jre-headless)').toBeUndefined();
    const messages: VnuMessage[] = JSON.parse(run.stderr).messages;
    const describe = (m: VnuMessage) =>
      `${pages[Number(m.url.replace(/^.*\/(\d+)\.html$/, '$1'))]}:${m.lastLine ?? '?'} ${m.message} «${m.extract?.trim() ?? ''}»`;
    const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    const warnings = messages.filter(
      (m) => m.subType === 'warning' && !isAccepted(acceptedWarnings, m),
    );
    expect(errors.map(describe)).toEqual([]);
    expect(warnings.map(describe)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
