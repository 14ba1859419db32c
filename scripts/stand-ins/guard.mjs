/**
 * What keeps the stand-ins private to this machine and this site: only the site's own origins get
 * CORS (a page on any other site cannot read the enquiries recorded here, nor drive the test hooks),
 * and a request whose Host is not 127.0.0.1 or localhost is refused (DNS rebinding: evil.example
 * resolving to 127.0.0.1 still sends `Host: evil.example`).
 *
 * The site's origins: http://localhost:P and http://127.0.0.1:P for every `--app-port P` (default
 * 3000, `npm run dev`), and the origin of `--site-url`.
 */

import { args } from './args.mjs';

export function siteOrigins() {
  const ports = args['app-port'];
  const origins = new Set();
  for (const port of ports.length ? ports : ['3000']) {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  for (const url of args['site-url']) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
}

const LOCAL_HOST = /^(127\.0\.0\.1|localhost)(:\d+)?$/i;

/**
 * Refuses (and answers) a request from elsewhere: 421 for a foreign Host, 403 for a foreign Origin.
 * Otherwise sets the CORS headers for the site's origin, if the request came from it, and returns false.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ port: number, origins: Set<string> }} options
 */
export function refuseForeign(req, res, { port, origins }) {
  const host = req.headers.host ?? '';
  const hostMatch = LOCAL_HOST.exec(host);
  if (!hostMatch || (hostMatch[2] && hostMatch[2] !== `:${port}`)) {
    res.writeHead(421, { 'Content-Type': 'text/plain' });
    res.end('Misdirected request: this stand-in answers only to 127.0.0.1 and localhost\n');
    return true;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.has(origin)) {
    res.writeHead(403, { 'Content-Type': 'text/plain', Vary: 'Origin' });
    res.end('Forbidden origin: only the site itself may call this stand-in\n');
    return true;
  }
  res.setHeader('Vary', 'Origin');
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  return false;
}
