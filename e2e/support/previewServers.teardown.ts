import { test } from '@playwright/test';
import { stopPreviewServers } from './previewServers';

test('stop the preview build and the Sentry stand-in', () => {
  stopPreviewServers();
});
