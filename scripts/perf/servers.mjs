/**
 * The servers `npm run perf` measures: the stand-ins the site's build points at (reused when
 * already running), `next start` of the site and of the bare app. Each runs in its own process
 * group, stopped when this process exits.
 */
import { spawn } from 'node:child_process';

const children = [];

/** Starts a server in its own process group (stopped by stopAll). */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

export async function up(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function waitFor(url, what) {
  for (let i = 0; i < 240; i += 1) {
    if (await up(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer at ${url}`);
}
