import { test } from '@playwright/test';
import { previewBuilt, startPreviewServers } from './previewServers';

// Without the preview build nothing starts: WebKit's Sentry journey skips itself then, and the
// preview project's specs fail at their first request, naming the address they could not reach.
test('start the preview build and the Sentry stand-in', async () => {
  test.skip(
    !previewBuilt(),
    'no preview build: `npm test` makes it (or npm run build:e2e -- --only preview)',
  );
  test.setTimeout(150_000);
  await startPreviewServers(120_000);
});
