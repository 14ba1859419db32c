#!/usr/bin/env node
/**
 * Local stand-in of Sentry's ingest (tests only). Dependency-free, bound to 127.0.0.1; a DSN like
 * `http://public@127.0.0.1:4030/1` points an SDK at it. What the SDKs call:
 *   POST /api/{project}/envelope/  an envelope (newline-separated JSON; gzip or plain)
 *   POST /api/{project}/store/     one event as JSON (older SDKs)
 *   POST /api/{project}/security/  Content-Security-Policy reports (report-uri, or the Reporting
 *                                  API's array), each recorded as an item of type "security"
 * CORS answers only pages on localhost / 127.0.0.1; requests whose Host is another name are refused.
 *
 * Test hooks (same port):
 *   GET  /__events[?match=TEXT]  recorded error events (newest last): {at, project, type, event, raw}
 *                                where raw is the item's text; with match, only items containing TEXT
 *   GET  /__items[?match=TEXT]   every recorded item's type (events, transactions, spans, sessions,
 *                                reports), optionally only those whose text contains TEXT, or
 *                                (&agent=TEXT) sent by a client whose User-Agent header contains
 *                                TEXT; with &full, each whole, as /__events gives them
 *   POST /__reset                forget everything
 */
import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { portArg } from './args.mjs';

const port = portArg(4030);

/** @type {Array<{at: string, project: string, type: string, event: Record<string, unknown>, raw: string, agent: string}>} */
let items = [];

const LOCAL_HOST = /^(127\.0\.0\.1|localhost)(:\d+)?$/;

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function cors(req, res) {
  const origin = req.headers.origin;
  if (!origin) return;
  try {
    if (LOCAL_HOST.test(new URL(origin).host)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? 'content-type',
      );
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Expose-Headers', 'x-sentry-rate-limits, retry-after');
    }
  } catch {}
}

async function readRaw(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const encoding = String(req.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * Split an envelope into its items. Each item header may give the payload's byte length;
 * otherwise the payload runs to the next newline.
 * @param {Buffer} body
 */
function parseEnvelope(body) {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end < 0 ? body.length : end).toString('utf8');
    offset = end < 0 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine() || '{}');
  const parsed = [];
  while (offset < body.length) {
    const line = readLine();
    if (!line.trim()) continue;
    const itemHeader = JSON.parse(line);
    let payload;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else payload = readLine();
    parsed.push({ type: String(itemHeader.type), payload });
  }
  return { header, items: parsed };
}

/** An item as it arrived; `agent` is the User-Agent header of the request that carried it. */
function record(project, type, raw, agent = '') {
  let event = {};
  try {
    event = JSON.parse(raw);
  } catch {}
  items.push({ at: new Date().toISOString(), project, type, event, raw, agent });
  if (type === 'event') {
    const exception = event?.exception?.values?.[0];
    console.log(
      `[sentry stand-in] ${type} ${exception ? `${exception.type}: ${exception.value}` : (event.message ?? '')}`,
    );
  }
}

const server = http.createServer(async (req, res) => {
  try {
    if (!LOCAL_HOST.test(String(req.headers.host ?? '')))
      return send(res, 421, { message: 'wrong host' });
    cors(req, res);
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    if (url.pathname === '/__health') return send(res, 200, { ok: true });
    if (url.pathname === '/__events' && req.method === 'GET') {
      const match = url.searchParams.get('match');
      return send(
        res,
        200,
        items.filter((item) => item.type === 'event' && (!match || item.raw.includes(match))),
      );
    }
    if (url.pathname === '/__items' && req.method === 'GET') {
      const match = url.searchParams.get('match');
      const agent = url.searchParams.get('agent');
      const full = url.searchParams.has('full');
      return send(
        res,
        200,
        items
          .filter((item) => !match || item.raw.includes(match))
          .filter((item) => !agent || item.agent.includes(agent))
          .map((item) => (full ? item : { at: item.at, project: item.project, type: item.type })),
      );
    }
    if (url.pathname === '/__reset' && req.method === 'POST') {
      items = [];
      return send(res, 200, { ok: true });
    }
    const security = url.pathname.match(/^\/api\/([^/]+)\/security\/?$/);
    if (security && req.method === 'POST') {
      const text = (await readRaw(req)).toString('utf8');
      let reports = [text];
      try {
        const parsed = JSON.parse(text);
        if (Array.isArray(parsed)) reports = parsed.map((report) => JSON.stringify(report));
      } catch {}
      const agent = String(req.headers['user-agent'] ?? '');
      for (const report of reports) record(security[1], 'security', report, agent);
      return send(res, 200, {});
    }
    const ingest = url.pathname.match(/^\/api\/([^/]+)\/(envelope|store)\/?$/);
    if (ingest && req.method === 'POST') {
      const [, project, kind] = ingest;
      const body = await readRaw(req);
      const agent = String(req.headers['user-agent'] ?? '');
      if (kind === 'store') record(project, 'event', body.toString('utf8'), agent);
      else
        for (const item of parseEnvelope(body).items)
          record(project, item.type, item.payload, agent);
      return send(res, 200, { id: crypto.randomUUID().replace(/-/g, '') });
    }
    return send(res, 404, { message: `No stand-in for ${req.method} ${url.pathname}` });
  } catch (error) {
    if (!res.headersSent) send(res, 400, { message: String(error) });
    else res.end();
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`[sentry stand-in] http://127.0.0.1:${port}`);
});
