#!/usr/bin/env node
/**
 * Local stand-in of the agreement backend (CONTRACT.md sections 3 and 4). Dependency-free,
 * bound to 127.0.0.1. The consent issue fills in every state and failure mode.
 */
import http from 'node:http';
import { portArg } from './args.mjs';

const port = portArg(4010);

const agreements = new Map([
  [101, { agreement_idx: 101, construction_name: 'Chaedle Riverside 2nd', status: 'WAITING' }],
  [102, { agreement_idx: 102, construction_name: 'Chaedle Hillstate', status: 'AGREED' }],
  [103, { agreement_idx: 103, construction_name: 'Chaedle Lakeside', status: 'EXPIRED' }],
]);

function send(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, PUT, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Cache-Control, Pragma',
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (req.method === 'OPTIONS') return send(res, 204);
  if (url.pathname === '/__health') return send(res, 200, { ok: true });
  const match = /^\/inhabitant\/v1\/agreement\/(\d+)(\/terms)?$/.exec(url.pathname);
  const agreement = match ? agreements.get(Number(match[1])) : undefined;
  if (!agreement) return send(res, 404, { error: 'AGREEMENT_NOT_FOUND', message: 'No such agreement' });
  if (req.method === 'GET' && match?.[2]) return send(res, 200, { title: 'Terms', content: '<p>Terms</p>' });
  if (req.method === 'GET') return send(res, 200, agreement);
  if (req.method === 'PUT') return send(res, 200, {});
  return send(res, 405, { error: 'METHOD_NOT_ALLOWED' });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`[backend stand-in] http://127.0.0.1:${port}`);
});
