import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';

// scripts/node24.sh runs npm and the tests on a Node.js from the npm registry, which trusts only
// the certificates it was built with unless told to read the system's store too (docs/deploying.md,
// "Behind a proxy with its own certificate authority").
function runOnNode24(code, env = {}) {
  // Without the extra certificates a machine may name, the default store is what node24.sh makes it.
  const { NODE_USE_SYSTEM_CA, NODE_EXTRA_CA_CERTS, ...rest } = process.env;
  const result = spawnSync('sh', ['scripts/node24.sh', '--run', '-e', code], {
    encoding: 'utf8',
    // Jest runs on Node.js 24: first on PATH, node24.sh runs it and fetches nothing.
    env: { ...rest, PATH: `${dirname(process.execPath)}:${rest.PATH}`, ...env },
  });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

describe('scripts/node24.sh --run', () => {
  it("trusts the system's certificate store, where a company's own authority is", () => {
    const trusted = runOnNode24(`
      const tls = require('node:tls');
      const all = new Set(tls.getCACertificates('default'));
      const system = tls.getCACertificates('system');
      console.log(process.env.NODE_USE_SYSTEM_CA, system.every((pem) => all.has(pem)));
    `);
    expect(trusted).toBe('1 true');
  });
});
