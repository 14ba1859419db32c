#!/usr/bin/env node
/**
 * `npm run dev`: next dev on http://localhost:3000 (or PORT). When no real backend or AWS is
 * configured, it also starts the local stand-ins and points the site at them (README).
 */
import { spawn } from 'node:child_process';

// The inline scripts' compiled text (scripts/build/inlineScripts.mjs); edits to them need a restart.
await import('./build/inlineScripts.mjs');

const children = [];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function start(command, args, childEnv = env) {
  const child = spawn(command, args, { stdio: 'inherit', env: childEnv });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!env.NEXT_PUBLIC_API_BASE_URL) {
  const port = env.BACKEND_STAND_IN_PORT ?? '4010';
  // The stand-in prints the consent links of its sample agreements on this site.
  start('node', [
    'scripts/stand-ins/backend.mjs',
    '--port',
    port,
    '--site-url',
    `http://localhost:${env.PORT ?? '3000'}`,
    '--app-port',
    env.PORT ?? '3000',
  ]);
  env.NEXT_PUBLIC_API_BASE_URL = `http://127.0.0.1:${port}`;
}
if (!env.NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID && !env.NEXT_PUBLIC_AWS_ENDPOINT) {
  const port = env.AWS_STAND_IN_PORT ?? '4020';
  start('node', ['scripts/stand-ins/aws.mjs', '--port', port, '--app-port', env.PORT ?? '3000']);
  env.NEXT_PUBLIC_AWS_ENDPOINT = `http://127.0.0.1:${port}`;
  env.NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID = 'ap-northeast-2:00000000-0000-4000-8000-000000000000';
}

start('npx', ['next', 'dev', '-H', 'localhost', '-p', env.PORT ?? '3000'], env);
