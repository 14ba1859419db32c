import { parseArgs } from 'node:util';

/**
 * The stand-ins' command line: `--port N`, and for the guard (guard.mjs) every `--app-port P` and
 * `--site-url URL` (each may repeat).
 */
export const args = parseArgs({
  options: {
    port: { type: 'string' },
    'app-port': { type: 'string', multiple: true, default: [] },
    'site-url': { type: 'string', multiple: true, default: [] },
  },
}).values;

/** `--port N` from the command line, else the fallback. */
export function portArg(fallback) {
  const value = Number(args.port);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Read a request body as text. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
