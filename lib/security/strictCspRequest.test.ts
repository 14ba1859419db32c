import { NextRequest, NextResponse } from 'next/server';
import { strictCspPageScripts } from '@/lib/browser/inlineScripts';
import { sha256Source } from './sha256Source.mjs';

const env = process.env as Record<string, string | undefined>;
const names = [
  'NEXT_PUBLIC_SENTRY_DSN',
  'NEXT_PUBLIC_API_BASE_URL',
  'NEXT_PUBLIC_AWS_ENDPOINT',
  'NEXT_PUBLIC_AWS_REGION',
  'NODE_ENV',
] as const;
const saved = Object.fromEntries(names.map((name) => [name, env[name]]));
afterEach(() => {
  for (const name of names) {
    if (saved[name] === undefined) delete env[name];
    else env[name] = saved[name];
  }
});

/**
 * strictCspFor as a build with the environment as it is now makes it: the configuration is read
 * once, when lib/config is loaded (Next inlines it at build time), so each case loads it afresh.
 */
async function strictCspFor(request: NextRequest) {
  let loaded: typeof import('./strictCspRequest') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./strictCspRequest');
  });
  return loaded!.strictCspFor(request);
}

const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('strictCspFor', () => {
  it('leaves every other page to its cached policy', async () => {
    expect(
      await strictCspFor(new NextRequest('https://www.chaedle.com/ko/company')),
    ).toBeUndefined();
  });

  it('renders a dynamic page with the policy it answers with: a fresh nonce and the inline scripts by hash', async () => {
    const first = (await strictCspFor(new NextRequest('https://www.chaedle.com/ko/sign-in')))!;
    const policy = first.request.headers.get('Content-Security-Policy')!;
    const [nonce, strictDynamic, ...rest] = scriptSrc(policy);
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(strictDynamic).toBe("'strict-dynamic'");
    expect(rest).toEqual(await Promise.all(strictCspPageScripts.map(sha256Source)));
    expect(first.request.nextUrl.pathname).toBe('/ko/sign-in');

    const response = first.apply(NextResponse.next());
    expect(response.headers.get('Content-Security-Policy')).toBe(policy);
    const second = (await strictCspFor(new NextRequest('https://www.chaedle.com/ko/sign-in')))!;
    expect(second.request.headers.get('Content-Security-Policy')).not.toBe(policy);
  });

  it('names no report endpoint, with a DSN or without: the page reports its violations itself', async () => {
    const request = new NextRequest('https://www.chaedle.com/private/consent/1');
    const quiet = (await strictCspFor(request))!.apply(NextResponse.next());
    expect(quiet.headers.get('Content-Security-Policy')).not.toMatch(/report-/);
    expect(quiet.headers.has('Reporting-Endpoints')).toBe(false);

    env.NEXT_PUBLIC_SENTRY_DSN = 'https://key@o1.ingest.sentry.io/2';
    const reported = (await strictCspFor(request))!.apply(NextResponse.next());
    expect(reported.headers.has('Reporting-Endpoints')).toBe(false);
    expect(reported.headers.get('Content-Security-Policy')).not.toMatch(/report-/);
    expect(reported.headers.get('Content-Security-Policy')).toMatch(
      /connect-src [^;]*https:\/\/o1\.ingest\.sentry\.io/,
    );
  });

  it("connect-src is the build's: backend, AWS endpoint", async () => {
    env.NEXT_PUBLIC_API_BASE_URL = 'https://api.chaedle.com/';
    env.NEXT_PUBLIC_AWS_ENDPOINT = 'http://127.0.0.1:4020';
    const policy = (await strictCspFor(
      new NextRequest('https://www.chaedle.com/sign-in'),
    ))!.request.headers.get('Content-Security-Policy');
    expect(policy).toContain("connect-src 'self' https://api.chaedle.com http://127.0.0.1:4020;");
  });

  it.each([
    ['us-east-1', 'us-east-1'],
    [undefined, 'ap-northeast-2'],
  ])('AWS region %j: its Cognito and Lambda hosts', async (region, expected) => {
    env.NEXT_PUBLIC_AWS_REGION = region;
    if (region === undefined) delete env.NEXT_PUBLIC_AWS_REGION;
    const policy = (await strictCspFor(
      new NextRequest('https://www.chaedle.com/sign-in'),
    ))!.request.headers.get('Content-Security-Policy');
    expect(policy).toContain(
      `https://cognito-identity.${expected}.amazonaws.com https://lambda.${expected}.amazonaws.com`,
    );
  });

  it("allows eval only under next dev (React's dev tools need it)", async () => {
    const policyUnder = async (nodeEnv: string) => {
      env.NODE_ENV = nodeEnv;
      return (await strictCspFor(
        new NextRequest('http://localhost:3000/sign-in'),
      ))!.request.headers.get('Content-Security-Policy')!;
    };
    expect(scriptSrc(await policyUnder('development'))).toContain("'unsafe-eval'");
    expect(await policyUnder('production')).not.toContain('unsafe-eval');
    expect(await policyUnder('test')).not.toContain('unsafe-eval');
  });
});
