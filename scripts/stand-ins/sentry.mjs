#!/usr/bin/env node
/**
 * Local stand-in of Sentry's ingest (tests only), behind the guard of standIn.mjs (`--app-port P`
 * names the pages that report); a DSN like `http://public@127.0.0.1:4030/1` points an SDK at it.
 * What the SDKs call:
 *   POST /api/{project}/envelope/  an envelope (gzip or plain), split by @sentry/core's own parser
 *   POST /api/{project}/security/  Content-Security-Policy reports (report-uri, or the Reporting
 *                                  API's array), each recorded as an item of type "security"
 *
 * Test hook (same port):
 *   GET  /__items?match=TEXT|agent=TEXT  every recorded item (events, transactions, spans,
 *        sessions, reports; newest last) as {at, project, type, event, raw}, where raw is the
 *        item's text: those whose text contains TEXT, or (agent) sent by a client whose User-Agent
 *        header contains TEXT
 */
import { gunzipSync } from 'node:zlib';
import { parseEnvelope } from '@sentry/core';
import { preflight, readBody, send, serve } from './standIn.mjs';

const items = [];

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

serve('sentry', 4030, async (req, res, url) => {
  if (req.method === 'OPTIONS') return preflight(req, res, 'POST');
  if (url.pathname === '/__items' && req.method === 'GET') {
    const match = url.searchParams.get('match') ?? '';
    const agent = url.searchParams.get('agent') ?? '';
    const found = items.filter((item) => item.raw.includes(match) && item.agent.includes(agent));
    return send(res, 200, found);
  }
  const [, project, kind] = url.pathname.match(/^\/api\/([^/]+)\/(envelope|security)\/?$/) ?? [];
  if (!project || req.method !== 'POST')
    return send(res, 404, { message: `No stand-in for ${req.method} ${url.pathname}` });
  const sent = await readBody(req);
  // The server's SDK gzips an envelope over 32 kB.
  const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(sent) : sent;
  if (kind === 'envelope') {
    for (const [header, payload] of parseEnvelope(body)[1])
      record(req, project, String(header.type), payload);
    return send(res, 200, { id: crypto.randomUUID().replace(/-/g, '') });
  }
  const text = body.toString();
  let reports = [text];
  try {
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed)) reports = parsed;
  } catch {}
  for (const report of reports) record(req, project, 'security', report);
  return send(res, 200, {});
});
