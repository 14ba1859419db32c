import { spawnSync } from 'node:child_process';

/**
 * next.config.mjs loaded in a child process as `next build` (or `next dev`, by `phase`) loads it,
 * with only `vars` set, for the tests of the build's gates. The child's exit status and stderr are
 * what a build would show.
 */
/** How long a test that loads next.config.mjs may take: on a loaded 2-core machine the load alone
 * (next, Sentry's plugin) has taken more than 20 s. */
export const configLoadTimeout = 120_000;

/**
 * next.config.mjs's build gate (checkBuild) run in a child process with `vars` and fixtures of the
 * company facts and the copy register in place of the files: status 0 when a build would go on,
 * else 1 with the gate's message on stderr.
 */
export const checkBuildWith = (
  vars: Record<string, string>,
  files: { facts: unknown; register: unknown },
) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { checkBuild } = await import('./next.config.mjs');
       const { readFileSync } = await import('node:fs');
       const [vars, files] = JSON.parse(readFileSync(0, 'utf8'));
       try { checkBuild(vars, files); } catch (error) { console.error(error.message); process.exit(1); }`,
    ],
    {
      // On standard input: the register alone is past Linux's 128 KiB limit for one argument.
      input: JSON.stringify([vars, files]),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      timeout: configLoadTimeout - 10_000,
    },
  );

export const loadNextConfig = (
  vars: Record<string, string>,
  phase: 'phase-production-build' | 'phase-development-server' = 'phase-production-build',
) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import('./next.config.mjs'); m.default('${phase}');`,
    ],
    {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: phase === 'phase-development-server' ? 'development' : 'production',
        ...vars,
      },
      timeout: configLoadTimeout - 10_000,
    },
  );
