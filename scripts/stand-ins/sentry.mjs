#!/usr/bin/env node
/**
 * Local stand-in of Sentry's ingest (tests only), bound to 127.0.0.1; a DSN like
 * `http://public@127.0.0.1:4030/1` points an SDK at it. What the SDKs call:
 *   POST /api/{project}/envelope/  an envelope (gzip or plain), split by @sentry/core's own parser
 *   POST /api/{project}/security/  Content-Security-Policy reports (report-uri, or the Reporting
 *                                  API's array), each recorded as an item of type "security"
 * CORS answers only pages on localhost / 127.0.0.1; requests whose Host is another name are refused.
 *
 * Test hook (same port):
 *   GET  /__items?match=TEXT|agent=TEXT  every recorded item (events, transactions, spans,
 *        sessions, reports; newest last) as {at, project, type, event, raw}, where raw is the
 *        item's text: those whose text contains TEXT, or (agent) sent by a client whose User-Agent
 *        header contains TEXT
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { parseEnvelope } from '@sentry/core';
import { portArg } from './args.mjs';

const port = portArg(4030);

/** @type {Array<{at: string, project: string, type: string, event: Record<string, unknown>, raw: string, agent: string}>} */
const items = [];

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
  // The server's SDK gzips an envelope over 32 kB.
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** An item as it arrived; `agent` is the User-Agent header of the request that carried it. */
function record(req, project, type, payload) {
  const text = typeof payload === 'string' || payload instanceof Uint8Array;
  const raw = text ? Buffer.from(payload).toString() : JSON.stringify(payload);
  let event = {};
  try {
    event = JSON.parse(raw);
  } catch {}
  const agent = String(req.headers['user-agent'] ?? '');
  items.push({ at: new Date().toISOString(), project, type, event, raw, agent });
  const exception = event?.exception?.values?.[0];
  if (type === 'event')
    console.log(
      `[sentry stand-in] ${type} ${exception ? `${exception.type}: ${exception.value}` : (event.message ?? '')}`,
    );
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
    if (url.pathname === '/__items' && req.method === 'GET') {
      const match = url.searchParams.get('match') ?? '';
      const agent = url.searchParams.get('agent') ?? '';
      const found = items.filter((item) => item.raw.includes(match) && item.agent.includes(agent));
      return send(res, 200, found);
    }
    const [, project, kind] = url.pathname.match(/^\/api\/([^/]+)\/(envelope|security)\/?$/) ?? [];
    if (project && req.method === 'POST') {
      const body = await readRaw(req);
      if (kind === 'envelope') {
        for (const [header, payload] of parseEnvelope(body)[1])
          record(req, project, String(header.type), payload);
        return send(res, 200, { id: crypto.randomUUID().replace(/-/g, '') });
      }
      let reports = [body.toString()];
      try {
        const parsed = JSON.parse(reports[0]);
        if (Array.isArray(parsed)) reports = parsed;
      } catch {}
      for (const report of reports) record(req, project, 'security', report);
      return send(res, 200, {});
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
