import { spawnSync } from 'node:child_process';

/**
 * next.config.mjs loaded in a child process as `next build` (or `next dev`, by `phase`) loads it,
 * with only `vars` set, for the tests of the build's gates. The child's exit status and stderr are
 * what a build would show.
 */
/** How long a test that loads next.config.mjs may take: on a loaded 2-core machine the load alone
 * (next, Sentry's plugin) has taken more than 20 s. */
export const configLoadTimeout = 120_000;

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
