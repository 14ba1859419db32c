/**
 * Form delivery (docs/product.md): one submission is one invocation of
 * CREATE-MESSAGE-SLACK; the forms call it through components/forms/useMessageDelivery.ts. This
 * module is tiny; the AWS SDK lives in ./lambda and is loaded by dynamic import on the first submit
 * only, so it is in no page's first-load JavaScript.
 */
import { env } from '@/lib/config/env';

import type { DeliveryConfig } from './config';
import { DeliveryError } from './errors';

const defaultConfig = (): DeliveryConfig => ({
  region: env.awsRegion,
  identityPoolId: env.cognitoIdentityPoolId,
  endpoint: env.awsEndpoint,
});

/** Sends TEXT; resolves when the function accepted it, rejects with a DeliveryError otherwise. */
export async function deliverMessage(
  text: string,
  config: DeliveryConfig = defaultConfig(),
): Promise<void> {
  if (!config.identityPoolId) throw new DeliveryError('not-configured');
  let lambda: typeof import('./lambda');
  try {
    lambda = await import('./lambda');
  } catch (error) {
    throw new DeliveryError('network', error instanceof Error ? error.message : String(error));
  }
  await lambda.invokeSlackMessage(text, { ...config, identityPoolId: config.identityPoolId });
}
