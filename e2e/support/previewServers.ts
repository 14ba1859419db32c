/**
 * The preview build's `next start` and the Sentry stand-in it reports to, started by a setup
 * project that only the projects visiting the preview depend on (playwright.config.ts): Playwright
 * runs a dependency only when a project that needs it has a selected test, so a run of other specs
 * starts neither (docs/testing.md, "The preview's servers"). The servers run in their own process
 * group, outlive the setup's worker, and are stopped by the teardown project; one left over by an
 * interrupted run is stopped by the next setup.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2ePorts, previewDistDir, previewEnv } from '../../scripts/test/e2eEnv.mjs';

const pidFile = '.e2e/preview-servers.json';

export const previewBuilt = () => existsSync(join(previewDistDir, 'BUILD_ID'));

const servers = [
  {
    name: 'sentry',
    command: 'node',
    args: ['scripts/stand-ins/sentry.mjs', '--port', String(e2ePorts.sentry)],
    url: `http://127.0.0.1:${e2ePorts.sentry}/__health`,
    env: {},
  },
  {
    name: 'preview',
    command: 'npx',
    args: ['next', 'start', '-H', 'localhost', '-p', String(e2ePorts.preview)],
    url: `http://localhost:${e2ePorts.preview}/robots.txt`,
    env: { ...previewEnv, NEXT_TELEMETRY_DISABLED: '1' },
  },
];

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Stops the servers a previous setup started (their process groups), if any. */
export function stopPreviewServers(): void {
  if (!existsSync(pidFile)) return;
  for (const pid of JSON.parse(readFileSync(pidFile, 'utf8')) as number[]) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(pidFile, { force: true });
}

/**
 * Starts each server unless one already answers on its port outside CI (as the config's
 * `reuseExistingServer`), then waits until each answers; a server that never does fails the setup
 * with the end of its log (`.e2e/<name>-server.log`).
 */
export async function startPreviewServers(timeoutMs: number): Promise<void> {
  stopPreviewServers();
  mkdirSync('.e2e', { recursive: true });
  const pids: number[] = [];
  for (const server of servers) {
    if (!process.env.CI && (await answers(server.url))) continue;
    const log = openSync(`.e2e/${server.name}-server.log`, 'w');
    const child = spawn(server.command, server.args, {
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...server.env },
    });
    child.unref();
    if (child.pid) pids.push(child.pid);
    writeFileSync(pidFile, JSON.stringify(pids));
  }
  const deadline = Date.now() + timeoutMs;
  for (const server of servers) {
    while (!(await answers(server.url))) {
      if (Date.now() > deadline) {
        const log = `.e2e/${server.name}-server.log`;
        const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2_000) : '';
        throw new Error(`${server.url} did not answer within ${timeoutMs / 1000} s:\n${tail}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
