/**
 * The e2e ports something already listens on. `npm test` asks before it builds: Playwright reuses
 * whatever answers on a stand-in's or the site's port outside CI (handy beside a running server),
 * so a stand-in left by a killed run would serve this run, one of another checkout's code.
 */
import { createServer } from 'node:net';

/** Whether `port` can be listened on at `host` (false: in use, or not allowed). */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The entries of `ports` (name → port) that cannot be listened on, on the loopback address the
 * stand-ins use or on localhost, where `next start` listens.
 * @param {Record<string, number>} ports
 * @returns {Promise<[string, number][]>}
 */
export async function portsInUse(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await canListen(port, '127.0.0.1')) || !(await canListen(port, 'localhost')))
      busy.push([name, port]);
  }
  return busy;
}

/** One line for `npm test` naming each busy port and the variable that moves it. */
export function portsInUseMessage(busy) {
  if (busy.length === 0) return undefined;
  const list = busy.map(([name, port]) => `${port} (E2E_${name.toUpperCase()}_PORT)`).join(', ');
  return `Something already listens on ${list}: a server left by an earlier run would serve this one. Stop it, or move the run with those variables.`;
}
