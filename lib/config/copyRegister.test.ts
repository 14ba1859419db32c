import register from '../content/copyRegister.json';
import {
  copyProblems,
  coveringDraft,
  unconfirmedAssets,
  unconfirmedDrafts,
} from './copyRegister.mjs';
import { confirmedBut } from '@/test/confirmedGate';
import { vercelPreview, vercelProduction } from '@/test/vercelEnv';

/** One text in each language, as the register writes its reasons. */
const all = (text: string) => ({ ko: `${text} (ko)`, en: text, vi: `${text} (vi)` });
const none = { ko: '', en: '', vi: '' };

describe('the copy register gate (docs/copy.md)', () => {
  const sample = {
    $schema: './copyRegister.schema.json',
    _howToEdit: ['a note'],
    drafts: {
      'Laboratory.history': { pages: ['laboratory'], confirmed: false, why: all('the history') },
      'Home.ai.lead': { pages: ['home'], confirmed: true, why: all('confirmed') },
      'Faq.items.aiChecker': { pages: ['faq', 'customer'], confirmed: 'true', why: all('a typo') },
      'Brand.story': { pages: ['brand'], why: all('no flag at all') },
    },
    assets: {
      'files/chaedle-catalog.pdf': {
        pages: ['download'],
        confirmed: false,
        what: all('sample'),
        replaceWith: { en: 'PDF' },
      },
      'brand/chaedle-logo.svg': {
        pages: ['logo'],
        confirmed: true,
        what: all('x'),
        replaceWith: all('y'),
      },
    },
  };
  const production = { SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.chaedle.com' };

  test('lists what is not confirmed: only "confirmed": true confirms', () => {
    expect(unconfirmedDrafts(sample).map((draft) => draft.key)).toEqual([
      'Laboratory.history',
      'Faq.items.aiChecker',
      'Brand.story',
    ]);
    expect(unconfirmedDrafts(sample)[1]).toEqual({
      key: 'Faq.items.aiChecker',
      pages: ['faq', 'customer'],
      why: { ko: 'a typo (ko)', en: 'a typo', vi: 'a typo (vi)' },
    });
    expect(unconfirmedAssets(sample)).toEqual([
      {
        path: 'files/chaedle-catalog.pdf',
        pages: ['download'],
        what: { ko: 'sample (ko)', en: 'sample', vi: 'sample (vi)' },
        // A language left out reads as empty (the register's schema and messageSources.test.ts ask for all three).
        replaceWith: { ko: '', en: 'PDF', vi: '' },
      },
    ]);
  });

  test('a malformed file lists nothing it cannot read, and never throws', () => {
    for (const bad of [null, 'x', [], { drafts: [], assets: 'x' }]) {
      expect(unconfirmedDrafts(bad)).toEqual([]);
      expect(unconfirmedAssets(bad)).toEqual([]);
    }
    expect(unconfirmedDrafts({ drafts: { 'A.b': null } })).toEqual([
      { key: 'A.b', pages: [], why: none },
    ]);
  });

  test('an entry covers its key and every key under it, and nothing else', () => {
    const keys = ['Laboratory.history', 'Home.ai'];
    expect(coveringDraft('Laboratory.history', keys)).toBe('Laboratory.history');
    expect(coveringDraft('Laboratory.history.years.2020.items.0', keys)).toBe('Laboratory.history');
    expect(coveringDraft('Laboratory.historyNote', keys)).toBeUndefined();
    expect(coveringDraft('Laboratory', keys)).toBeUndefined();
    expect(coveringDraft('Home.ai.points.1', keys)).toBe('Home.ai');
  });

  test.each([
    ['SITE_ENV', production],
    ['VERCEL_ENV', vercelProduction],
  ])(
    'a production build declared by %s stops, naming each by page and key, with the count',
    (_n, vars) => {
      const problems = copyProblems(sample, vars);
      expect(problems).toHaveLength(1);
      const [problem = ''] = problems;
      expect(problem).toMatch(/4 entries of lib\/content\/copyRegister\.json are unconfirmed/);
      expect(problem).toMatch(/\(3 draft\(s\), 1 placeholder asset\(s\)\)/);
      expect(problem).toContain('draft  laboratory: Laboratory.history');
      expect(problem).toContain('draft  faq, customer: Faq.items.aiChecker');
      expect(problem).toContain('asset  download: public/files/chaedle-catalog.pdf');
      expect(problem).not.toContain('Home.ai.lead');
      expect(problem).not.toContain('chaedle-logo.svg');
    },
  );

  test('undeclared, preview and development builds go on', () => {
    expect(copyProblems(sample, {})).toEqual([]);
    expect(copyProblems(sample, vercelPreview)).toEqual([]);
    expect(copyProblems(sample, { SITE_ENV: 'development' })).toEqual([]);
  });

  test('confirming every entry lets a production build go on', () => {
    const confirmed = JSON.parse(
      JSON.stringify(sample).replace(/"confirmed":(false|"true")/g, '"confirmed":true'),
    );
    confirmed.drafts['Brand.story'].confirmed = true;
    expect(copyProblems(confirmed, production)).toEqual([]);
    const one = JSON.parse(JSON.stringify(confirmed));
    one.assets['brand/chaedle-logo.svg'].confirmed = false;
    expect(copyProblems(one, production)[0]).toMatch(
      /^This is a production build but 1 entry of .* is unconfirmed \(0 draft\(s\), 1 placeholder asset\(s\)\)/,
    );
  });

  test('the real register: every placeholder asset named by the site is registered', () => {
    expect(unconfirmedAssets(register).map((asset) => asset.path)).toEqual(
      expect.arrayContaining([
        'files/chaedle-catalog.pdf',
        'files/chaedle-manual-resident.pdf',
        'files/chaedle-manual-admin.pdf',
        'files/chaedle-manual-crew.pdf',
        'brand/chaedle-logo.svg',
        'brand/chaedle-logo-reverse.png',
        'brand/chaedle-symbol.png',
        'brand/chaedle-icon.svg',
        'video/chaedle-intro.webm',
        'video/chaedle-intro.mp4',
        'video/chaedle-intro-poster.jpg',
        'video/chaedle-intro.vi.vtt',
      ]),
    );
  });
});

describe(`the company's mark (docs/copy.md)`, () => {
  const production = { SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.chaedle.com' };

  test('every draft and file confirmed but the drawn mark: a production build stops, naming it', () => {
    expect(copyProblems(confirmedBut('brand/chaedle-icon.svg'), production)).toEqual([
      expect.stringMatching(
        /^This is a production build but 1 entry .* \(0 draft\(s\), 1 placeholder asset\(s\)\):\n {6}asset {2}home, logo: public\/brand\/chaedle-icon\.svg\n/,
      ),
    ]);
    expect(copyProblems(confirmedBut(), production)).toEqual([]);
  });
});
