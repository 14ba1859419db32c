import companyFacts from '../content/companyFacts.json';
import { factProblems, placeholderFacts } from './companyFacts.mjs';
import { vercelPreview, vercelProduction } from '@/test/vercelEnv';

describe('the company facts gate (docs/deploying.md, the production gate)', () => {
  const facts = {
    $schema: './companyFacts.schema.json',
    _howToEdit: ['a note, not a fact'],
    company: {
      phone: { value: '02-1234-5678', placeholder: false },
      email: { value: 'help@chaedle.example', placeholder: true },
      address: { value: { ko: '서울', en: 'Seoul', vi: 'Seoul' }, placeholder: false },
    },
    links: {
      adminSite: {
        value: 'https://admin.example',
        placeholder: true,
        env: 'NEXT_PUBLIC_ADMIN_SITE_URL',
      },
      blog: { value: 'https://blog.example' },
    },
    figures: { sites: { value: 214, placeholder: true } },
  };
  const production = { SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.chaedle.com' };

  test('lists every placeholder by its dotted name; a fact without "placeholder": false counts', () => {
    expect(placeholderFacts(facts)).toEqual([
      'company.email',
      'links.adminSite',
      'links.blog',
      'figures.sites',
    ]);
  });

  test('only objects with a value or a placeholder mark are facts; notes, lists and text are not', () => {
    expect(placeholderFacts(null)).toEqual([]);
    expect(placeholderFacts('facts')).toEqual([]);
    expect(placeholderFacts([{ value: 1 }])).toEqual([]);
    expect(
      placeholderFacts(
        {
          _note: { value: 'an editing note shaped like a fact' },
          $defs: { value: 'schema' },
          a$b_: { value: 'a real fact whose name has $ and _ inside' },
          group: {
            title: 'text, not a fact',
            list: [{ value: 'in a list' }],
            empty: null,
            onlyMarked: { placeholder: true },
            confirmed: { placeholder: false },
            numericEnv: { value: 'x', env: 5 },
          },
        },
        { '5': 'set' },
      ),
    ).toEqual(['a$b_', 'group.onlyMarked', 'group.numericEnv']);
  });

  test('a fact with "env" is confirmed when that variable is set', () => {
    expect(
      placeholderFacts(facts, { NEXT_PUBLIC_ADMIN_SITE_URL: 'https://admin.chaedle.com' }),
    ).not.toContain('links.adminSite');
    expect(placeholderFacts(facts, { NEXT_PUBLIC_ADMIN_SITE_URL: ' ' })).toContain(
      'links.adminSite',
    );
  });

  test.each([
    ['SITE_ENV', production],
    ['VERCEL_ENV', vercelProduction],
  ])('a production build declared by %s fails, naming the placeholders', (_name, vars) => {
    const problems = factProblems(facts, vars);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/company\.email, links\.adminSite, links\.blog, figures\.sites/);
    expect(problems[0]).toMatch(/lib\/content\/companyFacts\.json/);
  });

  test('undeclared, preview and development builds show placeholders instead of failing', () => {
    expect(factProblems(facts, {})).toEqual([]);
    expect(factProblems(facts, { NEXT_PUBLIC_SITE_URL: 'http://localhost:3100' })).toEqual([]);
    expect(factProblems(facts, vercelPreview)).toEqual([]);
    expect(factProblems(facts, { SITE_ENV: 'development' })).toEqual([]);
  });

  test('a production build with every fact confirmed goes on', () => {
    const confirmed = JSON.parse(
      JSON.stringify(facts).replace(/"placeholder":true/g, '"placeholder":false'),
    );
    confirmed.links.blog.placeholder = false;
    expect(factProblems(confirmed, production)).toEqual([]);
  });

  test('the real facts file: every fact is found (none silently skipped)', () => {
    const all = JSON.parse(
      JSON.stringify(companyFacts).replace(/"placeholder":false/g, '"placeholder":true'),
    );
    expect(placeholderFacts(all)).toEqual(
      expect.arrayContaining([
        'company.phone',
        'links.crewAppStore',
        'figures.perHousehold',
        'privacy.officerEmail',
        'privacy.enquiryRetentionMonths',
        'privacy.departmentName',
      ]),
    );
    expect(placeholderFacts(all)).toHaveLength(28);
  });
});
