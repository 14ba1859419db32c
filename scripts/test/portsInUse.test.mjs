import { createServer } from 'node:net';
import { portsInUse, portsInUseMessage } from './portsInUse.mjs';

/** A server on a free port of 127.0.0.1, as a stand-in left running would be. */
function listening() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('portsInUse', () => {
  it('names a port a server listens on, and not one that is free', async () => {
    const busy = await listening();
    const free = await listening();
    const freePort = free.address().port;
    await new Promise((resolve) => free.close(resolve));
    try {
      expect(await portsInUse({ backend: busy.address().port, aws: freePort })).toEqual([
        ['backend', busy.address().port],
      ]);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('says which variable moves each busy port; nothing when none is', () => {
    expect(
      portsInUseMessage([
        ['backend', 4010],
        ['preview', 3101],
      ]),
    ).toMatch(
      /^Something already listens on 4010 \(E2E_BACKEND_PORT\), 3101 \(E2E_PREVIEW_PORT\): /,
    );
    expect(portsInUseMessage([])).toBeUndefined();
  });
});
