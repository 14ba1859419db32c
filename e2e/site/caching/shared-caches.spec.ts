import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { customerSlugs, localizedPath, locales, pageEntries } from '../../support/site';

/**
 * Caches cannot mix visitors (docs/threat-model.md section 3). Raw HTTP requests against `next start`, with
 * exactly the headers given (no cookie jar, no default Accept-Language), so every answer can be
 * compared across visitors: Cache-Control, Vary and Set-Cookie together.
 */

type Answer = {
  variant: string;
  status: number;
  cacheControl: string;
  vary: string;
  setCookie: string[];
  location: string;
  etag: string;
  body: string;
};

function get(baseURL: string, path: string, headers: Record<string, string>, variant: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const h = response.headers;
        // The dynamic pages carry a fresh nonce on every answer; what differs per visitor is the rest.
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/nonce(=|-|":)"?[A-Za-z0-9+/=]+/g, 'nonce');
        resolve({
          variant,
          status: response.statusCode!,
          cacheControl: String(h['cache-control'] ?? ''),
          vary: [h['vary'] ?? []].flat().join(', '),
          setCookie: [h['set-cookie'] ?? []].flat(),
          location: String(h['location'] ?? ''),
          etag: String(h['etag'] ?? ''),
          body: createHash('sha256').update(text).digest('hex'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const languages = { none: undefined, ko: 'ko-KR,ko;q=0.9', en: 'en-US,en;q=0.9', vi: 'vi-VN,vi' };
const cookies = {
  none: undefined,
  ko: 'NEXT_LOCALE=ko',
  en: 'NEXT_LOCALE=en',
  vi: 'NEXT_LOCALE=vi',
};

/** Every visitor we tell apart: each browser language with each locale cookie, and revalidations. */
async function answersFor(baseURL: string, path: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const [languageName, language] of Object.entries(languages)) {
    for (const [cookieName, cookie] of Object.entries(cookies)) {
      const headers: Record<string, string> = { 'Sec-Fetch-Dest': 'document' };
      if (language) headers['Accept-Language'] = language;
      if (cookie) headers['Cookie'] = cookie;
      const variant = `Accept-Language ${languageName}, cookie ${cookieName}`;
      const answer = await get(baseURL, path, headers, variant);
      answers.push(answer);
      if (answer.etag) {
        // A returning visitor (or a cache) revalidating what it kept.
        answers.push(
          await get(
            baseURL,
            path,
            { ...headers, 'If-None-Match': answer.etag },
            `${variant}, If-None-Match`,
          ),
        );
      }
    }
  }
  return answers;
}

const sharedCacheable = (answer: Answer) =>
  /\b(public|s-maxage)\b/.test(answer.cacheControl) &&
  !/\b(private|no-store)\b/.test(answer.cacheControl);
const privateAnswer = (answer: Answer) => /\bprivate\b/.test(answer.cacheControl);
const variesOnLanguage = (answer: Answer) => {
  const names = answer.vary.toLowerCase().split(/\s*,\s*/);
  return names.includes('accept-language') && names.includes('cookie');
};

/** The rules, for every answer to one address. */
function expectNoMixing(path: string, answers: Answer[]) {
  for (const answer of answers) {
    if (sharedCacheable(answer)) {
      expect(answer.setCookie, `${path} (${answer.variant}) is shared-cacheable`).toEqual([]);
    }
  }
  // Does the answer (status, redirect target, body) depend on the visitor's language or cookie?
  const outcome = (answer: Answer) =>
    answer.status === 304 ? 'not modified' : `${answer.status} ${answer.location} ${answer.body}`;
  const full = answers.filter((answer) => !answer.variant.endsWith('If-None-Match'));
  const revalidations = answers.filter((answer) => answer.variant.endsWith('If-None-Match'));
  const depends =
    new Set(full.map(outcome)).size > 1 || new Set(revalidations.map(outcome)).size > 1;
  if (depends) {
    for (const answer of answers) {
      expect(
        privateAnswer(answer) || variesOnLanguage(answer),
        `${path} (${answer.variant}) answers ${answer.status} by language: private or Vary: Accept-Language, Cookie; got Cache-Control "${answer.cacheControl}", Vary "${answer.vary}"`,
      ).toBe(true);
    }
  }
  return depends;
}

test.describe('caches cannot mix visitors', () => {
  // Every sitemap page (e2e/site/search/production-indexing.spec.ts checks that the sitemap lists exactly these).
  for (const locale of locales) {
    for (const [, page] of pageEntries) {
      const path = localizedPath(locale, page);
      test(`${path}, to every visitor: no cookie, ${locale === 'en' ? 'private' : 'shared-cacheable'}`, async ({
        baseURL,
      }) => {
        const answers = await answersFor(baseURL!, path);
        const depends = expectNoMixing(path, answers);
        // What the rules mean for these pages: an unprefixed English page redirects by language,
        // so it is the visitor's own; a prefixed one is the same for everyone and caches keep it.
        expect(depends).toBe(locale === 'en');
        expect(answers.some((answer) => answer.status === 304)).toBe(true);
        for (const answer of answers) {
          if (answer.status !== 307) expect(answer.setCookie, answer.variant).toEqual([]);
          if (answer.status === 200 || answer.status === 304) {
            expect(answer.cacheControl, answer.variant).toBe(
              locale === 'en'
                ? 'private, no-cache'
                : answer.status === 200
                  ? 's-maxage=31536000'
                  : '',
            );
          }
        }
      });
    }
  }

  // The addresses whose answer changes with the visitor, and some whose answer does not.
  for (const [path, depends] of [
    ['/no-such-page', true],
    ['/ko/no-such-page', false],
    ['/vi/company/no-such-page', false],
    ['/en/company', false],
    ['/en', false],
    ['/private/consent/101', true],
    ['/private/no-such-page', true],
    ['/sign-in', true],
    [`/${customerSlugs[0]}`, true],
    [`/${customerSlugs[0].toLowerCase()}`, false],
    [`/ko/${customerSlugs[0]}`, false],
    ['/sitemap.xml', false],
    ['/robots.txt', false],
    ['/og/ko/home.png', false],
    ['/app/resident', true],
  ] as const) {
    test(`${path}: no cookie on a shared-cacheable answer${depends ? '; private or varying, as it answers by language' : ''}`, async ({
      baseURL,
    }) => {
      expect(expectNoMixing(path, await answersFor(baseURL!, path))).toBe(depends);
    });
  }

  test('/ko/private/consent/101 (a dynamic page): never shared, so it may keep its cookie', async ({
    baseURL,
  }) => {
    for (const answer of await answersFor(baseURL!, '/ko/private/consent/101')) {
      expect(answer.cacheControl, answer.variant).toBe('private, no-store, max-age=0');
    }
  });

  test('a redirect that sets the locale cookie is never shared', async ({ baseURL }) => {
    const answer = await get(baseURL!, '/en/company', { 'Accept-Language': 'ko' }, 'ko');
    expect(answer.status).toBe(307);
    expect(answer.setCookie.join()).toContain('NEXT_LOCALE=en');
    expect(answer.cacheControl).toBe('private, no-cache');
  });
});
