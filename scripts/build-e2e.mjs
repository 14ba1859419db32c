#!/usr/bin/env node
/** `npm run build:e2e`: the production build pointed at the local stand-ins, as `npm test` makes it. */
import { spawnSync } from 'node:child_process';
import { e2eEnv } from './e2e-env.mjs';

const result = spawnSync('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...e2eEnv },
});
process.exit(result.status ?? 1);
