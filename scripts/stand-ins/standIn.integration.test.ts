import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';

/**
 * The stand-ins answer only this site and this machine (standIn.mjs): any other Origin gets no
 * CORS (403), any other Host is refused (421). Raw http requests, because fetch does not let a test
 * set Host.
 */

const APP_PORT = 3999;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(
  port: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The stand-in on a port the system chose, which it prints first. */
async function start(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [`scripts/stand-ins/${script}`, '--port', '0', '--app-port', String(APP_PORT)],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const [printed] = await once(child.stdout!, 'data');
  return { child, port: Number(/:(\d+)$/m.exec(String(printed))![1]) };
}

describe.each([
  ['backend.mjs', '/inhabitant/v1/agreement/101', '/__requests'],
  ['aws.mjs', '/__invocations', '/__invocations'],
  ['sentry.mjs', '/__items', '/__items'],
])('%s', (script, apiPath, recordsPath) => {
  let standIn: { child: ChildProcess; port: number };
  beforeAll(async () => {
    standIn = await start(script);
  }, 20_000);
  afterAll(() => {
    standIn.child.kill();
  });

  it.each([`http://localhost:${APP_PORT}`, `http://127.0.0.1:${APP_PORT}`])(
    'the site (%s) gets CORS',
    async (origin) => {
      const answer = await request(standIn.port, apiPath, { headers: { Origin: origin } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      const preflight = await request(standIn.port, apiPath, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it.each([
    'https://evil.example',
    `http://localhost:${APP_PORT + 1}`,
    `http://localhost.evil.example:${APP_PORT}`,
    'null',
  ])('any other origin (%s) is refused, without CORS', async (origin) => {
    for (const [method, path] of [
      ['GET', recordsPath],
      ['OPTIONS', apiPath],
      ['POST', '/__fail'],
    ] as const) {
      const answer = await request(standIn.port, path, { method, headers: { Origin: origin } });
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain('[');
    }
  });

  it.each(['evil.example', 'evil.example:80', '127.0.0.1.nip.io', 'localhost:1'])(
    'a request whose Host is %j is refused (DNS rebinding)',
    async (host) => {
      const answer = await request(standIn.port, recordsPath, { headers: { Host: host } });
      expect(answer.status).toBe(421);
    },
  );

  it('127.0.0.1 and localhost on its own port, without Origin (tests, curl), are answered', async () => {
    for (const host of [`127.0.0.1:${standIn.port}`, `localhost:${standIn.port}`, 'localhost']) {
      const answer = await request(standIn.port, recordsPath, { headers: { Host: host } });
      expect(answer.status).toBe(200);
    }
  });
});
