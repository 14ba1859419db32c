import { readFileSync } from 'node:fs';
import { e2eEnv, previewEnv } from '../../scripts/test/e2eEnv.mjs';
import { envProblems, envSchema } from './envSchema.mjs';
import { vercelPreview, vercelProduction } from '@/test/vercelEnv';

const POOL = 'ap-northeast-2:00000000-0000-4000-8000-000000000000';
const TOKEN = `sntrys_${'eyJpYXQiOjE3MDAwMDAwMDAuMCwidXJsIjoiaHR0cHM6Ly9zZW50cnkuaW8ifQ=='}_${'Ab3+/x'.repeat(7)}`;
const SENTRY_BUILD = { SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: 'chaedle', SENTRY_PROJECT: 'website' };

/** Per variable: values a deployment may hold, and values one character (or habit) off. */
const values: Record<string, { good: string[]; bad: string[] }> = {
  NEXT_PUBLIC_SITE_URL: {
    good: [
      'https://www.chaedle.com',
      'http://localhost:3100',
      'https://www.chaedle.com/ko/',
      'www.chaedle.com',
      'localhost:3100',
    ],
    bad: [
      'htps://www.chaedle.com',
      'https//www.chaedle.com',
      'ftp://www.chaedle.com',
      'https://www.chaedle .com',
      'www.chaedle.com/ko',
    ],
  },
  NEXT_PUBLIC_API_BASE_URL: {
    good: [
      'https://api.chaedle.com',
      'http://127.0.0.1:4010/',
      'https://a1.execute-api.ap-northeast-2.amazonaws.com/prod',
    ],
    bad: [
      'htps://api.chaedle.com',
      'api.chaedle.com',
      'https:/api.chaedle.com',
      'https://api.chaedle.com/?v=1',
      'https://user:pw@api.chaedle.com',
    ],
  },
  NEXT_PUBLIC_AWS_REGION: {
    // Two digits at the end: none yet, but the numbering goes on (ap-southeast-7 exists).
    good: ['ap-northeast-2', 'us-east-1', 'us-gov-west-1', 'eu-central-2', 'ap-southeast-10'],
    bad: [
      'ap-northeast',
      'Seoul',
      'AP-NORTHEAST-2',
      'apne2',
      'ap-northeast-2a',
      'region=ap-northeast-2',
    ],
  },
  NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: {
    good: [POOL, 'ap-northeast-2:0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D'],
    bad: [
      '00000000-0000-4000-8000-000000000000',
      'ap-northeast-2_AbCdEf123',
      'ap-northeast-2:abc',
      `${POOL}:x`,
      'seoul:00000000-0000-4000-8000-000000000000',
      // One character more before or after the UUID.
      'ap-northeast-2:x00000000-0000-4000-8000-000000000000',
      'ap-northeast-2:00000000-0000-4000-8000-0000000000001',
    ],
  },
  NEXT_PUBLIC_AWS_ENDPOINT: {
    good: ['http://127.0.0.1:4020', 'https://aws.test'],
    bad: ['127.0.0.1:4020', 'htp://127.0.0.1:4020', 'http://127.0.0.1:4020#x'],
  },
  NEXT_PUBLIC_ADMIN_SITE_URL: {
    good: ['https://admin.chaedle.com', 'https://admin.chaedle.com/login?from=site'],
    bad: [
      'admin.chaedle.com',
      'htps://admin.chaedle.com',
      'https://admin chaedle.com',
      'xhttps://admin.chaedle.com',
      // Written out in full, yet no URL the parser takes: an unclosed IPv6 host.
      'https://[admin.chaedle.com',
    ],
  },
  NEXT_PUBLIC_SENTRY_DSN: {
    good: [
      'https://0123abcd@o42.ingest.sentry.io/4505',
      'http://public@127.0.0.1:4630/1',
      'https://k@sentry.example.com/sub/9/',
    ],
    bad: [
      'https://o42.ingest.sentry.io/4505',
      'https://0123abcd@o42.ingest.sentry.io/',
      'https://0123abcd@o42.ingest.sentry.io/website',
      '0123abcd@o42.ingest.sentry.io/4505',
      'https://k@o42.ingest.sentry.io/4505?x=1',
      // The project id is the path's last segment: a DSN copied with more after it is not one.
      'https://k@o42.ingest.sentry.io/4505/envelope',
    ],
  },
  SENTRY_DSN: {
    good: ['https://0123abcd@o42.ingest.sentry.io/4505'],
    bad: ['htps://0123abcd@o42.ingest.sentry.io/4505', 'https://o42.ingest.sentry.io/4505'],
  },
  NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: {
    good: ['0', '1', '0.1', '.5', '.25', '1.0', '0.05', '00.5'],
    bad: ['10', '1.5', '-0.1', '10%', '0,1', '0x1', 'NaN'],
  },
  SENTRY_AUTH_TOKEN: {
    good: [TOKEN, 'a1b2c3d4'.repeat(8)],
    bad: ['sntrys_short', `"${TOKEN}"`, `${TOKEN.slice(0, 40)} ${TOKEN.slice(40)}`],
  },
  SENTRY_ORG: {
    good: ['chaedle', 'chaedle-inc', 'chaedle_kr'],
    bad: ['Chaedle Inc', 'https://sentry.io/organizations/chaedle/'],
  },
  SENTRY_PROJECT: { good: ['website', 'chaedle-website'], bad: ['chaedle/website', 'web site'] },
  SITE_ENV: {
    good: ['production', 'preview', 'development'],
    bad: ['staging', 'prod', 'Production'],
  },
  VERCEL_ENV: { good: ['production', 'preview', 'development'], bad: ['qa'] },
  VERCEL_URL: {
    good: ['chaedle-website-k2j4h6d8s-chaedle.vercel.app', 'x.vercel.app'],
    bad: ['chaedle website.vercel.app', 'htps://chaedle-website.vercel.app'],
  },
  VERCEL_BRANCH_URL: {
    good: ['chaedle-website-git-feature-hero-chaedle.vercel.app'],
    bad: ['-x-.vercel.app'],
  },
  VERCEL_PROJECT_PRODUCTION_URL: {
    good: ['www.chaedle.com', 'chaedle.com', 'go.x.co'],
    bad: ['www.chaedle.com/ko'],
  },
  VERCEL_GIT_COMMIT_SHA: {
    good: ['0123456789abcdef0123456789abcdef01234567', '0123abc'],
    bad: ['main', '0123', 'release-0123abc', '0123abc-dirty'],
  },
  NEXT_PUBLIC_GOOGLE_SITE_VERIFICATION: {
    good: ['aBcD1234_-efGH5678ijkl9012mnOP3456qrst7890uvW'],
    bad: [
      '<meta name="google-site-verification" content="aBcD1234_-efGH5678"/>',
      '"aBcD1234_-efGH5678"',
    ],
  },
  NEXT_PUBLIC_NAVER_SITE_VERIFICATION: {
    good: ['0123456789abcdef0123456789abcdef01234567'],
    bad: ['naver-site-verification: 0123456789abcdef'],
  },
};

/** What a variable needs beside it for its good values to be good on their own. */
const companions: Record<string, Record<string, string>> = {
  SENTRY_AUTH_TOKEN: { SENTRY_ORG: 'chaedle', SENTRY_PROJECT: 'website' },
};

/** The names of docs/deploying.md's variables table and of .env.example. */
function documentedNames() {
  const readme = readFileSync('docs/deploying.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Environment variables'));
  const table = section
    .slice(0, section.indexOf('\n## '))
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  const fromReadme = table.flatMap((row) =>
    [...row.split('|')[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!),
  );
  const example = readFileSync('.env.example', 'utf8');
  const fromExample = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!);
  return { fromReadme, fromExample };
}

describe('every documented variable has a rule', () => {
  test('the documented table, .env.example and the schema name the same variables', () => {
    const { fromReadme, fromExample } = documentedNames();
    const fields = Object.keys(envSchema.fields).sort();
    expect([...fromReadme].sort()).toEqual(fields);
    // Vercel sets its own; .env.example names the rest.
    expect([...fromExample].sort()).toEqual(fields.filter((name) => !name.startsWith('VERCEL_')));
    expect(Object.keys(values).sort()).toEqual(fields);
  });

  test('unset or blank, every variable is allowed (each has a default)', () => {
    expect(envProblems({})).toEqual([]);
    const blank = Object.fromEntries(Object.keys(envSchema.fields).map((name) => [name, '  ']));
    expect(envProblems(blank)).toEqual([]);
  });
});

describe.each(Object.entries(values))('%s', (name, { good, bad }) => {
  test.each(good)('%j goes on', (value) => {
    expect(envProblems({ ...companions[name], [name]: value })).toEqual([]);
    expect(envProblems({ ...companions[name], [name]: ` ${value}\n` })).toEqual([]);
  });

  test.each(bad)('%j stops the build, naming the variable, the value and the shape', (value) => {
    const problems = envProblems({ ...companions[name], [name]: value });
    expect(problems).toHaveLength(1);
    const shown =
      name === 'SENTRY_AUTH_TOKEN' ? `a secret of ${value.length} characters` : `"${value}"`;
    expect(problems[0]).toMatch(
      new RegExp(`^${name} is ${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(problems[0]).toMatch(/; it must be .+\.$/);
  });
});

describe('what a message shows', () => {
  test('the auth token is a secret: its length is shown, never the value or a piece of it', () => {
    const token = 'sntrys_not-a-token!';
    const [problem] = envProblems({ ...SENTRY_BUILD, SENTRY_AUTH_TOKEN: token });
    expect(problem).toBe(
      'SENTRY_AUTH_TOKEN is a secret of 19 characters (not shown); it must be a Sentry auth token ' +
        'as Sentry shows it (sntrys_…, sntryu_…): 32 characters or more, no spaces or quotes.',
    );
    expect(problem).not.toContain('sntrys_not');
  });

  test('an environment out of the list: the variable, its value and the list', () => {
    expect(envProblems({ SITE_ENV: 'staging' })).toEqual([
      'SITE_ENV is "staging"; it must be one of production, preview, development.',
    ]);
  });

  test('a malformed URL: the variable, its value and an example of the right shape', () => {
    expect(envProblems({ NEXT_PUBLIC_API_BASE_URL: ' htps://api.chaedle.com ' })).toEqual([
      'NEXT_PUBLIC_API_BASE_URL is "htps://api.chaedle.com"; it must be an http or https URL ' +
        'without a query, e.g. https://api.chaedle.com.',
    ]);
  });

  test('every malformed variable at once, in the documented order', () => {
    const problems = envProblems({
      SITE_ENV: 'staging',
      NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '10',
      NEXT_PUBLIC_API_BASE_URL: 'htps://x',
      NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: 'x',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'NEXT_PUBLIC_API_BASE_URL',
      'NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID',
      'NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE',
      'SITE_ENV',
    ]);
    expect(problems[1]).toBe(
      'NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID is "x"; it must be REGION:UUID as the Cognito console ' +
        'shows it, e.g. ap-northeast-2:00000000-0000-4000-8000-000000000000.',
    );
  });
});

describe('variables read together', () => {
  test('the identity pool is in NEXT_PUBLIC_AWS_REGION (ap-northeast-2 when unset)', () => {
    const usPool = 'us-east-1:00000000-0000-4000-8000-000000000000';
    expect(
      envProblems({
        NEXT_PUBLIC_AWS_REGION: 'us-east-1',
        NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: usPool,
      }),
    ).toEqual([]);
    expect(envProblems({ NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: usPool })).toEqual([
      `NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID is "${usPool}", a pool in us-east-1, but NEXT_PUBLIC_AWS_REGION is ` +
        'ap-northeast-2: the pool and the Lambda must be in the region NEXT_PUBLIC_AWS_REGION names.',
    ]);
    expect(
      envProblems({ NEXT_PUBLIC_AWS_REGION: ' ', NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: POOL }),
    ).toEqual([]);
  });

  test('a malformed region is named once, not again as the pool’s mismatch', () => {
    const problems = envProblems({
      NEXT_PUBLIC_AWS_REGION: 'seoul',
      NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: POOL,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^NEXT_PUBLIC_AWS_REGION is "seoul"/);
  });

  test('the auth token needs SENTRY_ORG and SENTRY_PROJECT; those two alone upload nothing and go on', () => {
    expect(envProblems(SENTRY_BUILD)).toEqual([]);
    expect(envProblems({ SENTRY_ORG: 'chaedle', SENTRY_PROJECT: 'website' })).toEqual([]);
    const problems = envProblems({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_PROJECT: ' ' });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'SENTRY_ORG',
      'SENTRY_PROJECT',
    ]);
    expect(problems[0]).toBe(
      'SENTRY_ORG is unset but SENTRY_AUTH_TOKEN is set: source maps and the release are uploaded only ' +
        'with SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT together; set it to the organisation’s slug, e.g. chaedle.',
    );
    expect(problems.join('\n')).not.toContain(TOKEN);
  });
});

describe('the environments the site is really built in go on', () => {
  test.each([
    ['Vercel production', vercelProduction],
    ['Vercel preview', vercelPreview],
    ['the e2e build', e2eEnv],
    ['the preview e2e build', previewEnv],
  ])('%s', (_name, vars) => expect(envProblems(vars)).toEqual([]));
});
