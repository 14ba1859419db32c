#!/usr/bin/env node
/**
 * Local stand-in of Cognito Identity and Lambda (docs/product.md), behind the guard of standIn.mjs
 * (`--app-port P`, repeatable). What the browser SDK calls:
 *   POST /  X-Amz-Target: AWSCognitoIdentityService.GetId | .GetCredentialsForIdentity (JSON 1.1)
 *   POST /2015-03-31/functions/{name}/invocations  (Lambda Invoke, REST, SigV4-signed)
 * CORS preflight echoes the requested headers and exposes the Lambda answer headers. Each
 * delivered message is printed to the console.
 *
 * Test hooks (same port):
 *   GET  /__invocations?match=TEXT    recorded Invoke calls (newest last) whose payload contains TEXT
 *   POST /__fail {mode, count, match} the next `count` (default 1) Invoke calls whose payload
 *        contains `match` (default: any) fail: "500" (service error), "hang" (never answers),
 *        "function-error" (200 with X-Amz-Function-Error), "refuse" (connection dropped: the browser sees a network error)
 */
import { randomUUID } from 'node:crypto';
import { preflight, readBody, readJson, send, serve } from './standIn.mjs';

const POOL_PREFIX = 'ap-northeast-2:';
const MODES = ['500', 'hang', 'function-error', 'refuse'];

/** @type {Array<Record<string, any>>} */
const invocations = [];
/** @type {Array<{mode: string, count: number, match?: string}>} */
const failures = [];

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

const contentOf = (payload) => (typeof payload?.content === 'string' ? payload.content : '');

const reply = (res, status, body, headers = {}) =>
  send(res, status, body, { 'x-amzn-RequestId': randomUUID(), ...headers });

/** A Cognito answer (JSON 1.1); an error's `__type` is its x-amzn-ErrorType too. */
const amzJson = (res, status, body) =>
  reply(res, status, body, {
    'Content-Type': 'application/x-amz-json-1.1',
    ...(body.__type ? { 'x-amzn-ErrorType': body.__type } : {}),
  });

function isSigned(req) {
  const auth = req.headers.authorization ?? '';
  return /^AWS4-HMAC-SHA256 Credential=[^,]+, ?SignedHeaders=[^,]+, ?Signature=[0-9a-f]{64}$/.test(
    auth,
  );
}

function takeFailure(content) {
  const index = failures.findIndex((f) => !f.match || content.includes(f.match));
  if (index < 0) return undefined;
  const failure = failures[index];
  failure.count -= 1;
  if (failure.count <= 0) failures.splice(index, 1);
  return failure.mode;
}

async function cognito(req, res) {
  const target = String(req.headers['x-amz-target'] ?? '');
  let input = {};
  try {
    input = await readJson(req);
  } catch {
    return amzJson(res, 400, { __type: 'SerializationException', message: 'Body is not JSON' });
  }
  const notFound = (what) =>
    amzJson(res, 400, { __type: 'ResourceNotFoundException', message: `${what} not found` });
  if (target === 'AWSCognitoIdentityService.GetId') {
    if (!String(input.IdentityPoolId).startsWith(POOL_PREFIX)) return notFound('IdentityPool');
    return amzJson(res, 200, { IdentityId: `${POOL_PREFIX}${randomUUID()}` });
  }
  if (target === 'AWSCognitoIdentityService.GetCredentialsForIdentity') {
    if (!String(input.IdentityId).startsWith(POOL_PREFIX)) return notFound('Identity');
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
  const message = `Unknown target ${target}`;
  return amzJson(res, 400, { __type: 'UnknownOperationException', message });
}

async function invoke(req, res, functionName) {
  const body = (await readBody(req)).toString();
  if (!isSigned(req)) {
    const message = 'Missing or malformed SigV4 Authorization header';
    return reply(res, 403, { message }, { 'x-amzn-ErrorType': 'AccessDeniedException' });
  }
  let payload;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = body;
  }
  const content = contentOf(payload);
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
    // The browser cancelling the request closes the connection: recorded for the tests.
    res.on('close', () => (record.cancelledAt = new Date().toISOString()));
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
    const error = { message: 'Stand-in service error', Type: 'Service' };
    return reply(res, 500, error, { 'x-amzn-ErrorType': 'ServiceException' });
  }
  if (functionName !== 'CREATE-MESSAGE-SLACK') {
    const error = { message: `Function not found: ${functionName}`, Type: 'User' };
    return reply(res, 404, error, { 'x-amzn-ErrorType': 'ResourceNotFoundException' });
  }
  const executed = { 'X-Amz-Executed-Version': '$LATEST' };
  if (mode === 'function-error') {
    const error = { errorMessage: 'Stand-in function error', errorType: 'Error' };
    return reply(res, 200, error, { 'X-Amz-Function-Error': 'Unhandled', ...executed });
  }
  console.log(
    `[aws stand-in] ${functionName} (${record.invocationType}) action=${payload?.action}\n${content}\n`,
  );
  return reply(res, 200, { ok: true }, executed);
}

serve('aws', 4020, async (req, res, url) => {
  res.setHeader('Access-Control-Expose-Headers', EXPOSE);
  if (req.method === 'OPTIONS') return preflight(req, res, 'GET, POST');
  if (url.pathname === '/__invocations' && req.method === 'GET') {
    const match = url.searchParams.get('match') ?? '';
    const found = invocations.filter((i) => contentOf(i.payload).includes(match));
    return reply(res, 200, found);
  }
  if (url.pathname === '/__fail' && req.method === 'POST') {
    const { mode, count, match } = await readJson(req);
    if (!MODES.includes(mode)) return reply(res, 400, { message: `mode must be one of ${MODES}` });
    failures.push({ mode, count: Number.isInteger(count) && count > 0 ? count : 1, match });
    return reply(res, 200, { ok: true });
  }
  const invokePath = url.pathname.match(/^\/2015-03-31\/functions\/([^/]+)\/invocations$/);
  if (invokePath && req.method === 'POST')
    return invoke(req, res, decodeURIComponent(invokePath[1]));
  if (url.pathname === '/' && req.method === 'POST' && req.headers['x-amz-target'])
    return cognito(req, res);
  return reply(res, 404, { message: `No stand-in for ${req.method} ${url.pathname}` });
});
