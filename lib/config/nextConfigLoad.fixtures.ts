import { spawnSync } from 'node:child_process';

/**
 * next.config.mjs loaded in a child process as `next build` (or `next dev`, by `phase`) loads it,
 * with only `vars` set, for the tests of the build's gates. The child's exit status and stderr are
 * what a build would show.
 */
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
      timeout: 20_000,
    },
  );
