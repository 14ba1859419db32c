/**
 * An X display for WebKitGTK's MiniBrowser, which has no headless mode: E2E_WEBKIT_DISPLAY when set
 * (an existing display, e.g. to watch the journeys: docs/testing.md, "Watching an engine"),
 * otherwise a fresh Xvfb on the first free display number from E2E_XVFB_DISPLAY (default 90) plus
 * the worker's parallel index, so that two workers of one run never race for a number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { poll } from './driver';

export type Display = { name: string; close(): Promise<void> };

const screen = '1920x1200x24';

function startXvfb(number: number): ChildProcess {
  return spawn('Xvfb', [`:${number}`, '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
}

export async function xDisplay(parallelIndex: number): Promise<Display> {
  const existing = process.env.E2E_WEBKIT_DISPLAY;
  if (existing) return { name: existing, close: async () => undefined };
  const first = Number(process.env.E2E_XVFB_DISPLAY ?? 90) + parallelIndex;
  // A number another program takes meanwhile makes this Xvfb exit at once: try the next.
  for (let number = first; number < first + 8; number += 1) {
    if (existsSync(`/tmp/.X${number}-lock`)) continue;
    const xvfb = startXvfb(number);
    let exited = false;
    xvfb.once('exit', () => (exited = true));
    const ready = await poll(
      `Xvfb :${number}`,
      async () => exited || existsSync(`/tmp/.X11-unix/X${number}`),
      10_000,
    ).catch(() => false);
    if (exited || !ready) {
      xvfb.kill();
      continue;
    }
    return {
      name: `:${number}`,
      close: () =>
        new Promise<void>((resolve) => {
          if (xvfb.exitCode !== null) return resolve();
          xvfb.once('exit', () => resolve());
          xvfb.kill();
        }),
    };
  }
  throw new Error(`no free X display from :${first} to :${first + 7} (E2E_XVFB_DISPLAY)`);
}
