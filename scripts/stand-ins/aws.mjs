#!/usr/bin/env node
/**
 * Local stand-in of Cognito Identity and Lambda (docs/product.md).
 * Dependency-free, bound to 127.0.0.1. What the browser SDK calls:
 *   POST /  X-Amz-Target: AWSCognitoIdentityService.GetId | .GetCredentialsForIdentity (JSON 1.1)
 *   POST /2015-03-31/functions/{name}/invocations  (Lambda Invoke, REST, SigV4-signed)
 * CORS preflight echoes the requested headers and exposes the Lambda answer headers, for the
 * site's own origins only; Host 127.0.0.1/localhost only (guard.mjs; `--app-port P`, repeatable).
 * Each delivered message is printed to the console.
 *
 * Test hooks (same port):
 *   GET  /__invocations[?match=TEXT]  recorded Invoke calls (newest last), optionally only those
 *                                     whose payload contains TEXT
 *   GET  /__requests                  counts of every call seen (cognito, lambda)
 *   POST /__reset                     forget invocations and failure modes
 *   POST /__fail {mode, count, match} the next `count` (default 1) Invoke calls whose payload
 *        contains `match` (default: any) fail: "500" (service error), "hang" (never answers),
 *        "function-error" (200 with X-Amz-Function-Error), "refuse" (connection dropped: the browser sees a network error)
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { portArg, readBody } from './args.mjs';
import { refuseForeign, siteOrigins } from './guard.mjs';

const port = portArg(4020);
const POOL_PREFIX = 'ap-northeast-2:';

/** @type {Array<Record<string, unknown>>} */
let invocations = [];
/** @type {Array<{mode: string, count: number, match?: string}>} */
let failures = [];
const counts = { cognito: 0, lambda: 0, rejected: 0 };
/** Open responses of "hang" mode, ended on reset so the process can exit cleanly. */
const hanging = new Set();

const EXPOSE = [
  'x-amz-function-error',
  'x-amz-executed-version',
  'x-amz-log-result',
  'x-amzn-requestid',
  'x-amzn-errortype',
  'x-amz-request-id',
  'x-amz-id-2',
  'date',
].join(', ');

const origins = siteOrigins();

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'x-amzn-RequestId': randomUUID(),
    ...headers,
  });
  res.end(text);
}

function amzJson(res, status, body, errorType) {
  send(res, status, body, {
    'Content-Type': 'application/x-amz-json-1.1',
    ...(errorType ? { 'x-amzn-ErrorType': errorType } : {}),
  });
}

function isSigned(req) {
  const auth = req.headers.authorization ?? '';
  return /^AWS4-HMAC-SHA256 Credential=[^,]+, ?SignedHeaders=[^,]+, ?Signature=[0-9a-f]{64}$/.test(
    auth,
  );
}

function takeFailure(content) {
  const index = failures.findIndex((f) => f.count > 0 && (!f.match || content.includes(f.match)));
  if (index < 0) return undefined;
  const failure = failures[index];
  failure.count -= 1;
  if (failure.count <= 0) failures.splice(index, 1);
  return failure.mode;
}

async function cognito(req, res) {
  counts.cognito += 1;
  const target = String(req.headers['x-amz-target'] ?? '');
  let input = {};
  try {
    input = JSON.parse((await readBody(req)) || '{}');
  } catch {
    return amzJson(
      res,
      400,
      { __type: 'SerializationException', message: 'Body is not JSON' },
      'SerializationException',
    );
  }
  if (target === 'AWSCognitoIdentityService.GetId') {
    if (typeof input.IdentityPoolId !== 'string' || !input.IdentityPoolId.startsWith(POOL_PREFIX)) {
      return amzJson(
        res,
        400,
        { __type: 'ResourceNotFoundException', message: 'IdentityPool not found' },
        'ResourceNotFoundException',
      );
    }
    return amzJson(res, 200, { IdentityId: `${POOL_PREFIX}${randomUUID()}` });
  }
  if (target === 'AWSCognitoIdentityService.GetCredentialsForIdentity') {
    if (typeof input.IdentityId !== 'string' || !input.IdentityId.startsWith(POOL_PREFIX)) {
      return amzJson(
        res,
        400,
        { __type: 'ResourceNotFoundException', message: 'Identity not found' },
        'ResourceNotFoundException',
      );
    }
    return amzJson(res, 200, {
      IdentityId: input.IdentityId,
      Credentials: {
        AccessKeyId: 'ASIASTANDIN000000000',
        SecretKey: 'stand-in-secret-key-0000000000000000000',
        SessionToken: 'stand-in-session-token',
        // Epoch seconds, as the real service sends it.
        Expiration: Math.floor(Date.now() / 1000) + 3600,
      },
    });
  }
  return amzJson(
    res,
    400,
    { __type: 'UnknownOperationException', message: `Unknown target ${target}` },
    'UnknownOperationException',
  );
}

async function invoke(req, res, functionName) {
  counts.lambda += 1;
  const body = await readBody(req);
  if (!isSigned(req)) {
    counts.rejected += 1;
    return send(
      res,
      403,
      { message: 'Missing or malformed SigV4 Authorization header' },
      { 'x-amzn-ErrorType': 'AccessDeniedException' },
    );
  }
  let payload;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = body;
  }
  const content = typeof payload?.content === 'string' ? payload.content : '';
  const mode = takeFailure(content);
  const record = {
    at: new Date().toISOString(),
    functionName,
    invocationType: req.headers['x-amz-invocation-type'] ?? 'RequestResponse',
    signed: true,
    payload,
    outcome: mode ?? 'ok',
  };
  invocations.push(record);

  if (mode === 'hang') {
    hanging.add(res);
    // The browser cancelling the request closes the connection: recorded for the tests.
    res.on('close', () => {
      hanging.delete(res);
      record.cancelledAt = new Date().toISOString();
    });
    return;
  }
  if (mode === 'refuse') {
    // A dropped connection. A bare reset would make Chromium silently resend the request on a
    // fresh connection (it does that for reused keep-alive sockets), so answer with bytes that
    // are not HTTP: the browser reports a network error and does not retry.
    req.socket.end('REFUSED\r\n\r\n');
    return;
  }
  if (mode === '500') {
    return send(
      res,
      500,
      { message: 'Stand-in service error', Type: 'Service' },
      { 'x-amzn-ErrorType': 'ServiceException' },
    );
  }
  if (functionName !== 'CREATE-MESSAGE-SLACK') {
    return send(
      res,
      404,
      { message: `Function not found: ${functionName}`, Type: 'User' },
      { 'x-amzn-ErrorType': 'ResourceNotFoundException' },
    );
  }
  if (mode === 'function-error') {
    return send(
      res,
      200,
      { errorMessage: 'Stand-in function error', errorType: 'Error' },
      {
        'X-Amz-Function-Error': 'Unhandled',
        'X-Amz-Executed-Version': '$LATEST',
      },
    );
  }
  console.log(
    `[aws stand-in] ${functionName} (${record.invocationType}) action=${payload?.action}\n${content}\n`,
  );
  return send(res, 200, { ok: true }, { 'X-Amz-Executed-Version': '$LATEST' });
}

const server = http.createServer(async (req, res) => {
  try {
    if (refuseForeign(req, res, { port, origins })) return;
    res.setHeader('Access-Control-Expose-Headers', EXPOSE);
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (url.pathname === '/__health') return send(res, 200, { ok: true });
    if (url.pathname === '/__invocations' && req.method === 'GET') {
      const match = url.searchParams.get('match');
      const list = match
        ? invocations.filter(
            (i) => typeof i.payload?.content === 'string' && i.payload.content.includes(match),
          )
        : invocations;
      return send(res, 200, list);
    }
    if (url.pathname === '/__requests' && req.method === 'GET') return send(res, 200, counts);
    if (url.pathname === '/__reset' && req.method === 'POST') {
      invocations = [];
      failures = [];
      for (const open of hanging) open.destroy?.();
      hanging.clear();
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__fail' && req.method === 'POST') {
      const input = JSON.parse((await readBody(req)) || '{}');
      if (!['500', 'hang', 'function-error', 'refuse'].includes(String(input.mode))) {
        return send(res, 400, { message: 'mode must be 500, hang, function-error or refuse' });
      }
      const count = Number.isInteger(input.count) && input.count > 0 ? input.count : 1;
      failures.push({
        mode: String(input.mode),
        count,
        match: typeof input.match === 'string' ? input.match : undefined,
      });
      return send(res, 200, { ok: true });
    }
    const invokePath = url.pathname.match(/^\/2015-03-31\/functions\/([^/]+)\/invocations$/);
    if (invokePath && req.method === 'POST')
      return await invoke(req, res, decodeURIComponent(invokePath[1]));
    if (url.pathname === '/' && req.method === 'POST' && req.headers['x-amz-target'])
      return await cognito(req, res);
    return send(res, 404, { message: `No stand-in for ${req.method} ${url.pathname}` });
  } catch (error) {
    if (!res.headersSent) send(res, 500, { message: String(error) });
    else res.end();
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`[aws stand-in] http://127.0.0.1:${port}`);
});
