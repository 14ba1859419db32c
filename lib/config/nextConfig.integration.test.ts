/**
 * next.config.mjs runs the build's gates when it is loaded: each test loads it in a child process as
 * `next build` (or `next dev`) does, with only the variables given, and reads what a build would
 * show. The gates' rules themselves are unit-tested beside them (deployment, envSchema,
 * companyFacts, copyRegister).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import register from '../content/copyRegister.json';
import companyFacts from '../content/companyFacts.json';
import { e2eEnv } from '../../scripts/test/e2eEnv.mjs';
import { placeholderFacts } from './companyFacts.mjs';
import { copyProblems } from './copyRegister.mjs';
import { confirmedBut, confirmedFacts } from '@/test/confirmedGate';
import { checkBuildWith, configLoadTimeout, loadNextConfig } from '@/test/nextConfigLoad';

jest.setTimeout(configLoadTimeout);

const production = { SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.chaedle.com' };

describe('a production build', () => {
  test('without a canonical origin fails, naming the variable', () => {
    const result = loadNextConfig({ VERCEL_ENV: 'production' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/no canonical origin is configured: set NEXT_PUBLIC_SITE_URL/);
  });

  test('names every placeholder fact and unconfirmed register entry of the tree, and stops on any', () => {
    const result = loadNextConfig(production);
    const pendingFacts = placeholderFacts(companyFacts);
    const copy = copyProblems(register, production);
    for (const problem of [...pendingFacts, ...copy]) expect(result.stderr).toContain(problem);
    expect(result.status === 0).toBe(pendingFacts.length === 0 && copy.length === 0);
  });

  test("next.config.mjs's gate, every fact and draft confirmed: stops on the placeholder mark, builds with it confirmed", () => {
    expect(placeholderFacts(confirmedFacts)).toEqual([]);
    const stopped = checkBuildWith(production, {
      facts: confirmedFacts,
      register: confirmedBut('brand/chaedle-icon.svg'),
    });
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain('This build cannot go on:');
    expect(stopped.stderr).toContain('asset  home, logo: public/brand/chaedle-icon.svg');
    const built = checkBuildWith(production, { facts: confirmedFacts, register: confirmedBut() });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
  });

  test('a real `next build` with a local http origin stops before compiling', () => {
    const distDir = `.next-gate-test-${process.pid}`;
    const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        SITE_ENV: 'production',
        VERCEL_ENV: 'preview',
        NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
        // A malformed value is named in the same list (envSchema.mjs).
        NEXT_PUBLIC_API_BASE_URL: 'htps://api.chaedle.com',
      },
      timeout: 60_000,
    });
    rmSync(distDir, { recursive: true, force: true });
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain('SITE_ENV is "production" but Vercel says VERCEL_ENV is "preview"');
    expect(output).toContain('(NEXT_PUBLIC_SITE_URL) is http://localhost:3000, not https');
    expect(output).toContain('a loopback, private or localhost address');
    expect(output).toContain('NEXT_PUBLIC_API_BASE_URL is "htps://api.chaedle.com"; it must be');
    expect(output).not.toMatch(/Compiled|Creating an optimized/);
  });
});

describe('malformed variables', () => {
  const malformed = {
    NEXT_PUBLIC_API_BASE_URL: 'htps://api.chaedle.com',
    NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '10',
    SENTRY_AUTH_TOKEN: 'sntrys_short secret',
    SENTRY_ORG: 'chaedle',
    SENTRY_PROJECT: 'website',
  };

  test('stop a build, every one named at once, the secret masked', () => {
    const result = loadNextConfig(malformed);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('This build cannot go on:');
    expect(result.stderr).toContain(
      '  - NEXT_PUBLIC_API_BASE_URL is "htps://api.chaedle.com"; it must be',
    );
    expect(result.stderr).toContain(
      '  - NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE is "10"; it must be',
    );
    expect(result.stderr).toContain(
      '  - SENTRY_AUTH_TOKEN is a secret of 19 characters (not shown)',
    );
    expect(result.stderr).not.toContain('short secret');
  });

  test('are named by next dev, which runs on', () => {
    const result = loadNextConfig(malformed, 'phase-development-server');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('A build would stop on these variables:');
    expect(result.stderr).toContain('  - NEXT_PUBLIC_API_BASE_URL is "htps://api.chaedle.com"');
    expect(result.stderr).not.toContain('short secret');
  });
});

test('a build with no variables loads, silently', () => {
  const result = loadNextConfig({});
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('next dev with good values says nothing', () => {
  const result = loadNextConfig(e2eEnv, 'phase-development-server');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
