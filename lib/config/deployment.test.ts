import {
  deploymentProblems,
  inlinedDeployment,
  isLocalHost,
  originFrom,
  resolveDeployment,
  type Deployment,
} from './deployment.mjs';
import { vercelPreview, vercelProduction } from '@/test/vercelEnv';

type Row = [string, Record<string, string>, { dev?: boolean }, Partial<Deployment>];

const table: Row[] = [
  [
    'nothing set (a newcomer’s build)',
    {},
    {},
    {
      environment: 'production',
      canonicalOrigin: 'http://localhost:3000',
      deploymentOrigin: 'http://localhost:3000',
      declaredProduction: false,
    },
  ],
  [
    'nothing set, next dev',
    {},
    { dev: true },
    { environment: 'development', canonicalOrigin: 'http://localhost:3000' },
  ],
  [
    'only NEXT_PUBLIC_SITE_URL (trailing slash and path dropped)',
    { NEXT_PUBLIC_SITE_URL: ' https://www.chaedle.com/ko/ ' },
    {},
    {
      environment: 'production',
      canonicalOrigin: 'https://www.chaedle.com',
      deploymentOrigin: 'https://www.chaedle.com',
    },
  ],
  [
    'Vercel production: the production domain, never the deployment URL',
    vercelProduction,
    {},
    {
      environment: 'production',
      canonicalOrigin: 'https://www.chaedle.com',
      deploymentOrigin: 'https://www.chaedle.com',
      declaredProduction: true,
      canonicalOriginConfigured: true,
    },
  ],
  [
    'Vercel production with NEXT_PUBLIC_SITE_URL: the variable wins',
    { ...vercelProduction, NEXT_PUBLIC_SITE_URL: 'https://chaedle.com' },
    {},
    { canonicalOrigin: 'https://chaedle.com', deploymentOrigin: 'https://chaedle.com' },
  ],
  [
    'Vercel preview with a branch URL: cards on the branch URL, canonical on production',
    vercelPreview,
    {},
    {
      environment: 'preview',
      canonicalOrigin: 'https://www.chaedle.com',
      deploymentOrigin: 'https://chaedle-website-git-feature-chaedle.vercel.app',
      declaredProduction: false,
    },
  ],
  [
    'Vercel preview without a branch URL (a deployment from the CLI): the deployment URL',
    { ...vercelPreview, VERCEL_BRANCH_URL: '' },
    {},
    {
      environment: 'preview',
      deploymentOrigin: 'https://chaedle-website-k2j4h6d8s-chaedle.vercel.app',
    },
  ],
  [
    'SITE_ENV overrides VERCEL_ENV (a preview branch declared production)',
    { ...vercelPreview, SITE_ENV: 'production' },
    {},
    {
      environment: 'production',
      deploymentOrigin: 'https://www.chaedle.com',
      declaredProduction: true,
    },
  ],
  [
    'SITE_ENV preview on a self-hosted build: canonical and deployment origin the same',
    { SITE_ENV: 'preview', NEXT_PUBLIC_SITE_URL: 'https://staging.chaedle.com' },
    {},
    {
      environment: 'preview',
      canonicalOrigin: 'https://staging.chaedle.com',
      deploymentOrigin: 'https://staging.chaedle.com',
    },
  ],
  [
    'SITE_ENV development under next start',
    { ...vercelProduction, SITE_ENV: 'development' },
    {},
    { environment: 'development', declaredProduction: false },
  ],
  [
    'VERCEL_ENV development (vercel dev)',
    { VERCEL_ENV: 'development' },
    {},
    { environment: 'development', canonicalOrigin: 'http://localhost:3000' },
  ],
];

describe('resolveDeployment (docs/deploying.md, which deployment a build is)', () => {
  test.each(table)('%s', (_name, vars, options, expected) => {
    expect(resolveDeployment(vars, options)).toMatchObject(expected);
  });

  test('an unknown environment name is not taken as the environment (the gate names it)', () => {
    expect(resolveDeployment({ SITE_ENV: 'staging' }).environment).toBe('production');
    expect(resolveDeployment({ VERCEL_ENV: 'qa' }, { dev: true }).environment).toBe('development');
  });

  test('the decision is inlined for every runtime under the names lib/config/env.ts reads', () => {
    expect(
      inlinedDeployment(resolveDeployment({ ...vercelPreview, VERCEL_GIT_COMMIT_SHA: 'abc' })),
    ).toEqual({
      SITE_DEPLOYMENT_ENV: 'preview',
      SITE_DEPLOYMENT_CANONICAL_ORIGIN: 'https://www.chaedle.com',
      SITE_DEPLOYMENT_ORIGIN: 'https://chaedle-website-git-feature-chaedle.vercel.app',
      SITE_DEPLOYMENT_COMMIT: 'abc',
    });
  });

  test('a commit SHA is kept short for Sentry’s dist', () => {
    expect(resolveDeployment({ VERCEL_GIT_COMMIT_SHA: '0123456789abcdef0123' }).commit).toBe(
      '0123456789ab',
    );
    expect(resolveDeployment({}).commit).toBe('');
  });

  test.each([
    ['www.chaedle.com', 'https://www.chaedle.com'],
    ['https://www.chaedle.com/', 'https://www.chaedle.com'],
    ['http://localhost:3100/x', 'http://localhost:3100'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['not a host', undefined],
    // A scheme the URL parser does not know has no origin ("null"): none, not "null".
    ['htps://www.chaedle.com', undefined],
    // A scheme only counts at the start: this is a host with a query, not a URL to keep as is.
    ['www.chaedle.com/?next=https://evil.test', 'https://www.chaedle.com'],
  ])('originFrom(%j) = %j', (value, expected) => {
    expect(originFrom(value)).toBe(expected);
  });
});

describe('deploymentProblems: what stops a build', () => {
  test('a build with no variables at all goes on', () => {
    expect(deploymentProblems({})).toEqual([]);
  });

  test('the e2e builds go on', () => {
    expect(deploymentProblems({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3100' })).toEqual([]);
    expect(deploymentProblems({ ...vercelPreview, E2E_TEST_HOOKS: '1' })).toEqual([]);
  });

  test.each([
    ['SITE_ENV', { SITE_ENV: 'production' }],
    ['VERCEL_ENV', { VERCEL_ENV: 'production', VERCEL_URL: 'x.vercel.app' }],
  ])(
    'a production build declared by %s without a canonical origin names NEXT_PUBLIC_SITE_URL',
    (_name, vars) => {
      const problems = deploymentProblems(vars);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/NEXT_PUBLIC_SITE_URL/);
    },
  );

  test('a declared production build with a canonical origin goes on', () => {
    expect(deploymentProblems(vercelProduction)).toEqual([]);
    expect(
      deploymentProblems({
        SITE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: 'https://www.chaedle.com',
      }),
    ).toEqual([]);
  });

  test('test routes never go into a production build, declared or not', () => {
    expect(deploymentProblems({ E2E_TEST_HOOKS: '1' })[0]).toMatch(/E2E_TEST_HOOKS/);
    expect(deploymentProblems({ ...vercelProduction, E2E_TEST_HOOKS: '1' })[0]).toMatch(
      /E2E_TEST_HOOKS/,
    );
  });

  test('an unknown environment name is the schema’s to name (envSchema.test.ts), not a deployment rule', () => {
    expect(deploymentProblems({ SITE_ENV: 'staging' })).toEqual([]);
    expect(deploymentProblems({ VERCEL_ENV: 'qa' })).toEqual([]);
  });

  test('the missing-origin message says what to set, and where Vercel’s variable counts', () => {
    expect(deploymentProblems({ SITE_ENV: 'production' })).toEqual([
      'This is a production build (SITE_ENV or VERCEL_ENV is "production") but no canonical origin is configured: ' +
        'set NEXT_PUBLIC_SITE_URL to the public origin, e.g. https://www.chaedle.com ' +
        '(on Vercel, VERCEL_PROJECT_PRODUCTION_URL also counts).',
    ]);
  });
});

describe('the production gate checks the canonical origin’s form (docs/threat-model.md section 3)', () => {
  const production = (origin: string) =>
    deploymentProblems({ SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: origin });

  test.each([
    // IPv4 at every edge of every range, as the URL parser normalises it
    ['https://0.0.0.0', true],
    ['https://0.255.255.255', true],
    ['https://1.0.0.0', false],
    ['https://9.255.255.255', false],
    ['https://10.0.0.0', true],
    ['https://10.255.255.255', true],
    ['https://11.0.0.0', false],
    ['https://126.255.255.255', false],
    ['https://127.0.0.1', true],
    ['https://127.255.255.255', true],
    ['https://128.0.0.0', false],
    ['https://2130706433', true], // 127.0.0.1 spelled as one number
    ['https://0x7f.1', true],
    ['https://169.253.255.255', false],
    ['https://169.254.0.0', true],
    ['https://169.254.255.255', true],
    ['https://169.255.0.0', false],
    ['https://168.254.0.1', false],
    ['https://172.15.255.255', false],
    ['https://172.16.0.0', true],
    ['https://172.31.255.255', true],
    ['https://172.32.0.0', false],
    ['https://171.16.0.1', false],
    ['https://173.16.0.1', false],
    ['https://192.167.255.255', false],
    ['https://192.168.0.0', true],
    ['https://192.168.255.255', true],
    ['https://192.169.0.0', false],
    ['https://193.168.0.1', false],
    ['https://191.168.0.1', false],
    ['https://8.8.8.8', false],
    // IPv6
    ['https://[::]', true],
    ['https://[::1]', true],
    ['https://[::2]', false],
    ['https://[0:0:0:0:0:0:0:1]', true],
    ['https://[1::1]', false],
    ['https://[::1:0]', false],
    ['https://[fbff:ffff::1]', false],
    ['https://[fc00::]', true],
    ['https://[fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]', true],
    ['https://[fe00::1]', false],
    ['https://[fe7f:ffff::1]', false],
    ['https://[fe80::1]', true],
    ['https://[febf:ffff::1]', true],
    ['https://[fec0::1]', false],
    ['https://[::ffff:127.0.0.1]', true],
    ['https://[::ffff:10.1.2.3]', true],
    ['https://[::ffff:172.16.0.1]', true],
    ['https://[::ffff:172.32.0.1]', false],
    ['https://[::ffff:192.168.1.1]', true],
    ['https://[::ffff:169.254.1.1]', true],
    ['https://[::ffff:8.8.8.8]', false],
    ['https://[1:0:0:0:0:ffff:7f00:1]', false],
    ['https://[2001:db8::1]', false],
    ['https://[2606:4700::6810:84e5]', false],
    // names
    ['https://localhost', true],
    ['https://LOCALHOST.', true],
    ['https://app.localhost', true],
    ['https://a.b.localhost', true],
    ['https://localhost.chaedle.com', false],
    ['https://mylocalhost', false],
    ['https://www.chaedle.com', false],
    ['https://10.0.0.1.nip.io', false],
  ])('%s is local: %s', (url, local) => {
    expect(isLocalHost(new URL(url).hostname)).toBe(local);
    expect(production(url)).toEqual(
      local
        ? [expect.stringMatching(/loopback, private or localhost.*set NEXT_PUBLIC_SITE_URL/)]
        : [],
    );
  });

  test('a host name is an address only as a whole, not by how it ends', () => {
    expect(isLocalHost('app10.0.0.1')).toBe(false);
    expect(isLocalHost('10.0.0.1')).toBe(true);
  });

  test.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://www.chaedle.com',
    'ftp://www.chaedle.com',
  ])('%s: a production origin that is not https fails, naming the variable', (url) => {
    const problems = production(url);
    expect(problems[0]).toBe(
      `This is a production build but its canonical origin (NEXT_PUBLIC_SITE_URL) is ${new URL(url).origin}, not https: ` +
        'set NEXT_PUBLIC_SITE_URL to the public origin, e.g. https://www.chaedle.com.',
    );
    expect(problems).toHaveLength(new URL(url).hostname === 'www.chaedle.com' ? 1 : 2);
  });

  test('a Vercel production domain that names a local host names VERCEL_PROJECT_PRODUCTION_URL', () => {
    const problems = deploymentProblems({
      ...vercelProduction,
      VERCEL_PROJECT_PRODUCTION_URL: 'localhost',
    });
    expect(problems).toEqual([
      'This is a production build but its canonical origin (VERCEL_PROJECT_PRODUCTION_URL) is https://localhost, ' +
        'a loopback, private or localhost address no visitor or search engine can reach: ' +
        'set NEXT_PUBLIC_SITE_URL to the public origin, e.g. https://www.chaedle.com.',
    ]);
  });

  test('undeclared and preview builds may use any origin (the e2e builds, a developer’s build)', () => {
    expect(deploymentProblems({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3100' })).toEqual([]);
    expect(
      deploymentProblems({ SITE_ENV: 'preview', NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000' }),
    ).toEqual([]);
    expect(
      deploymentProblems({ ...vercelPreview, NEXT_PUBLIC_SITE_URL: 'http://10.0.0.1' }),
    ).toEqual([]);
  });

  test.each([
    ['production', 'preview'],
    ['production', 'development'],
    ['preview', 'production'],
    ['development', 'production'],
  ])('SITE_ENV %s with VERCEL_ENV %s fails, naming both and what to do', (siteEnv, vercelEnv) => {
    const problems = deploymentProblems({
      ...vercelProduction,
      SITE_ENV: ` ${siteEnv} `,
      VERCEL_ENV: vercelEnv,
    });
    expect(problems).toContain(
      `SITE_ENV is "${siteEnv}" but Vercel says VERCEL_ENV is "${vercelEnv}": unset SITE_ENV on Vercel ` +
        '(VERCEL_ENV already names the deployment), or give it only to the environment it describes.',
    );
  });

  test.each([
    ['production', 'production'],
    ['preview', 'preview'],
    ['preview', 'development'],
    ['development', 'preview'],
    ['production', ' '],
    [' ', 'production'],
  ])('SITE_ENV %j with VERCEL_ENV %j goes on', (siteEnv, vercelEnv) => {
    expect(
      deploymentProblems({ ...vercelProduction, SITE_ENV: siteEnv, VERCEL_ENV: vercelEnv }),
    ).toEqual([]);
  });

  test('an unknown SITE_ENV is not also a contradiction (the schema names it once)', () => {
    expect(deploymentProblems({ ...vercelProduction, SITE_ENV: 'staging' })).toEqual([]);
  });
});
