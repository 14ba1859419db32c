#!/usr/bin/env node
/**
 * Local stand-in of Cognito Identity and Lambda (CONTRACT.md section 4). Dependency-free,
 * bound to 127.0.0.1. The forms issue fills in the protocol details and failure modes.
 */
import http from 'node:http';
import { portArg } from './args.mjs';

const port = portArg(4020);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS' });
    return res.end();
  }
  if (url.pathname === '/__health') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end('{"ok":true}');
  }
  res.writeHead(501, { 'Content-Type': 'application/json' });
  res.end('{"message":"not implemented yet"}');
});

server.listen(port, '127.0.0.1', () => {
  console.log(`[aws stand-in] http://127.0.0.1:${port}`);
});
