/**
 * Helpers for the AWS stand-in (scripts/stand-ins/aws.mjs): read the recorded Lambda invocations
 * and set failure modes. Tests run in parallel against one stand-in, so every helper is scoped by
 * a `match` string that only one test types (a unique token in the e-mail address).
 */
import { randomUUID } from 'node:crypto';
import { e2ePorts } from '../../scripts/test/e2eEnv.mjs';

export const awsBase = `http://127.0.0.1:${e2ePorts.aws}`;

export type Invocation = {
  at: string;
  functionName: string;
  invocationType: string;
  signed: boolean;
  payload: { action?: string; content?: string };
  outcome: 'ok' | '500' | 'hang' | 'function-error' | 'refuse';
  cancelledAt?: string;
};

export type FailureMode = '500' | 'hang' | 'function-error' | 'refuse';

/** A unique token for one test, safe inside an e-mail local part. */
export function uniqueToken(): string {
  return `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

export async function invocations(match: string): Promise<Invocation[]> {
  const response = await fetch(`${awsBase}/__invocations?match=${encodeURIComponent(match)}`);
  if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
  return (await response.json()) as Invocation[];
}

/** The next `count` invocations whose TEXT contains `match` fail with `mode`. */
export async function failNextDelivery(mode: FailureMode, match: string, count = 1): Promise<void> {
  const response = await fetch(`${awsBase}/__fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode, match, count }),
  });
  if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
}
