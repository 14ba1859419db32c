/** Constants and the error type of delivery, shared by ./index and the lazily loaded ./lambda. */

export const FUNCTION_NAME = 'CREATE-MESSAGE-SLACK';
/** The form delivery timeout, Cognito and Lambda together (docs/product.md, "Constants"). */
export const DELIVERY_TIMEOUT_MS = 10_000;

export type DeliveryFailure = 'not-configured' | 'timeout' | 'network' | 'function-error' | 'http';

export class DeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'DeliveryError';
  }
}

export type DeliveryConfig = {
  region: string;
  identityPoolId?: string;
  endpoint?: string;
  timeoutMs?: number;
};
