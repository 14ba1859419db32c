/**
 * The engines' HTTP proxy, in the worker: it forwards every request as it is, except the page's
 * script chunks while a journey holds them, so that a visitor can type into a page that is shown
 * but not yet interactive (a slow phone), as Playwright's `page.route` lets the Chromium suite do.
 * Plain HTTP only: the site and the stand-ins are http on this machine.
 */
import { createServer, request } from 'node:http';

export type HoldingProxy = {
  port: number;
  /** Until the returned function is called, script chunks (`/_next/static/chunks/*.js`) wait. */
  holdScripts(): () => void;
  close(): Promise<void>;
};

const scriptChunk = /^\/_next\/static\/chunks\/.+\.js$/;

export async function startHoldingProxy(): Promise<HoldingProxy> {
  let held: Promise<void> | undefined;
  const server = createServer((incoming, answer) => {
    const target = new URL(incoming.url ?? '/');
    const forward = () => {
      const outgoing = request(
        target,
        { method: incoming.method, headers: incoming.headers },
        (upstream) => {
          answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(answer);
        },
      );
      outgoing.on('error', () => answer.destroy());
      incoming.pipe(outgoing);
    };
    if (held && scriptChunk.test(target.pathname)) void held.then(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    holdScripts() {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
