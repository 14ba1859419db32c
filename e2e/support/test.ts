/**
 * Playwright's `test` with one automatic fixture: the CPU time each test costs, read from /proc
 * (Linux only, a few file reads per test; docs/testing.md, "CPU per test"). It is added to the
 * test's annotations, which scripts/test/e2eTimings.mjs turns into docs/figures/test-times.md:
 * - `cpu-browser-ms`: this worker's browser (every Chromium process under the worker), its own;
 * - `cpu-server-ms`: the `next start` server, shared by all workers (only the test's own cost
 *   when one worker runs).
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { e2ePorts } from '../../scripts/test/e2eEnv.mjs';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

// /proc reports CPU times in clock ticks of USER_HZ, which is 100 on Linux.
const TICK_MS = 10;
const onLinux = existsSync('/proc/self/stat');

type Stat = { pid: number; ppid: number; ticks: number };

/** pid, parent, and CPU ticks of a process including its reaped children (they leave the tree). */
function stat(pid: string): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces: fields start after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      ticks: utime! + stime! + cutime! + cstime!,
    };
  } catch {
    return undefined; // ended meanwhile
  }
}

function allStats(): Stat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(stat)
    .filter((s): s is Stat => s !== undefined);
}

/** CPU ms of the processes below `root` (not root itself). */
function descendantsMs(stats: Stat[], root: number): number {
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const s = queue.pop()!;
    ticks += s.ticks;
    queue.push(...(children.get(s.pid) ?? []));
  }
  return ticks * TICK_MS;
}

/** The pid listening on the app port (the next-server process), found once per worker. */
let serverPid: number | null | undefined;
function findServerPid(): number | null {
  if (serverPid !== undefined) return serverPid;
  serverPid = null;
  const port = e2ePorts.app.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local address ends in :PORT, state 0A is LISTEN, column 9 is the socket inode.
      if (cols[1]?.endsWith(`:${port}`) && cols[3] === '0A') inodes.add(`socket:[${cols[9]}]`);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return (serverPid = Number(pid));
      }
    } catch {
      // another user's process or one that ended
    }
  }
  return serverPid;
}

export const test = base.extend<{ cpuTime: void }>({
  cpuTime: [
    async ({}, use, testInfo) => {
      if (!onLinux) return use();
      const server = findServerPid();
      const serverMs = () => (server ? (stat(String(server))?.ticks ?? 0) * TICK_MS : 0);
      const browser0 = descendantsMs(allStats(), process.pid);
      const server0 = serverMs();
      await use();
      testInfo.annotations.push(
        {
          type: 'cpu-browser-ms',
          description: String(descendantsMs(allStats(), process.pid) - browser0),
        },
        { type: 'cpu-server-ms', description: String(serverMs() - server0) },
      );
    },
    { auto: true },
  ],
});
