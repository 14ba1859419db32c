/**
 * The AWS part of delivery, loaded on submit only (see ./deliverMessage). Cognito anonymous identity,
 * then Lambda Invoke. Both clients: the configured region and endpoint, maxAttempts 1 (no
 * automatic retries) and a 10 000 ms request timeout; one AbortController cancels the whole
 * submission at the deadline, since the SDK's own timeout does not cancel a request.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { fromCognitoIdentityPool } from '@aws-sdk/credential-providers';
import { DELIVERY_TIMEOUT_MS, FUNCTION_NAME, type DeliveryConfig } from './config';
import { DeliveryError } from './errors';

type Clients = { key: string; lambda: LambdaClient };
let cached: Clients | undefined;

function clientsFor(
  config: DeliveryConfig & { identityPoolId: string },
  timeoutMs: number,
): LambdaClient {
  const key = JSON.stringify([config.region, config.identityPoolId, config.endpoint, timeoutMs]);
  if (cached?.key === key) return cached.lambda;
  const common = {
    region: config.region,
    maxAttempts: 1,
    requestHandler: { requestTimeout: timeoutMs },
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  };
  const credentials = fromCognitoIdentityPool({
    identityPoolId: config.identityPoolId,
    clientConfig: common,
  });
  const lambda = new LambdaClient({ ...common, credentials });
  cached = { key, lambda };
  return lambda;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export async function invokeSlackMessage(
  text: string,
  config: DeliveryConfig & { identityPoolId: string },
): Promise<void> {
  const timeoutMs = config.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const lambda = clientsFor(config, timeoutMs);
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new DeliveryError('timeout'));
    }, timeoutMs);
  });

  const command = new InvokeCommand({
    FunctionName: FUNCTION_NAME,
    InvocationType: 'RequestResponse',
    Payload: new TextEncoder().encode(JSON.stringify({ action: 'OFFICIAL', content: text })),
  });

  try {
    const output = await Promise.race([
      lambda.send(command, { abortSignal: controller.signal }),
      deadline,
    ]);
    const status = output.StatusCode ?? 200;
    if (status < 200 || status >= 300) throw new DeliveryError('http', `status ${status}`);
    if (output.FunctionError) throw new DeliveryError('function-error', output.FunctionError);
    const body = output.Payload ? new TextDecoder().decode(output.Payload) : '';
    if (body) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      if (parsed && typeof parsed === 'object' && 'errorMessage' in parsed) {
        throw new DeliveryError(
          'function-error',
          String((parsed as { errorMessage: unknown }).errorMessage),
        );
      }
    }
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    if (timedOut) throw new DeliveryError('timeout');
    const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata
      ?.httpStatusCode;
    throw new DeliveryError(status ? 'http' : 'network', describe(error));
  } finally {
    clearTimeout(timer);
  }
}
