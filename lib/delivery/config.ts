/** What delivery needs to know: shared by ./deliverMessage and the lazily loaded ./lambda. */

export const FUNCTION_NAME = 'CREATE-MESSAGE-SLACK';
/** The form delivery timeout, Cognito and Lambda together (docs/product.md). */
export const DELIVERY_TIMEOUT_MS = 10_000;

export type DeliveryConfig = {
  region: string;
  identityPoolId?: string;
  endpoint?: string;
  timeoutMs?: number;
};
