/**
 * What the three stand-ins share: the command line (`--port N`, and every `--app-port P` and
 * `--site-url URL`, each repeatable), JSON answers, and the server with its guard, which keeps them
 * private to this machine and this site: only the site's own origins get CORS (a page on any other
 * site cannot read what was recorded here, nor drive the test hooks), and a request whose Host is
 * not 127.0.0.1 or localhost is refused (DNS rebinding: evil.example resolving to 127.0.0.1 still
 * sends `Host: evil.example`).
 *
 * The site's origins: http://localhost:P and http://127.0.0.1:P for every `--app-port P` (default
 * 3000, `npm run dev`), and the origin of `--site-url`.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';

export const args = parseArgs({
  options: {
    port: { type: 'string' },
    'app-port': { type: 'string', multiple: true, default: [] },
    'site-url': { type: 'string', multiple: true, default: [] },
  },
}).values;

function siteOrigins() {
  const origins = new Set();
  for (const port of args['app-port'].length ? args['app-port'] : ['3000']) {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  for (const url of args['site-url']) if (URL.canParse(url)) origins.add(new URL(url).origin);
  return origins;
}

const LOCAL_HOST = /^(127\.0\.0\.1|localhost)(:\d+)?$/i;

/** Refuses (and answers) a request from elsewhere: 421 for a foreign Host, 403 for a foreign Origin. */
function refuseForeign(req, res, port, origins) {
  const hostMatch = LOCAL_HOST.exec(req.headers.host ?? '');
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

export function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** A request's body, whole. */
export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A request's body as JSON: `{}` when empty. */
export const readJson = async (req) => JSON.parse((await readBody(req)).toString() || '{}');

/** The answer to a CORS preflight the guard let through: these methods, the headers asked for. */
export function preflight(req, res, methods) {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

/**
 * Serves `handle(req, res, url)` on 127.0.0.1, `--port` (0: any free port, printed) or
 * `fallbackPort`, behind the guard; answers `GET /__health` itself, and 500 when `handle` throws.
 */
export function serve(name, fallbackPort, handle) {
  let port = args.port === undefined ? fallbackPort : Number(args.port);
  const origins = siteOrigins();
  const server = http.createServer(async (req, res) => {
    try {
      if (refuseForeign(req, res, port, origins)) return;
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (url.pathname === '/__health') return send(res, 200, { ok: true });
      await handle(req, res, url);
    } catch (error) {
      if (!res.headersSent) send(res, 500, { message: String(error) });
      else res.end();
    }
  });
  return server.listen(port, '127.0.0.1', () => {
    port = server.address().port;
    console.log(`[${name} stand-in] http://127.0.0.1:${port}`);
  });
}
