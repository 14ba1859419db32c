import { NETWORK_ERROR, NOT_CONFIGURED } from '@/lib/api/client';

/**
 * The toast of a failed backend call, chosen by its `error` code: a backend's `message` is never
 * shown (docs/threat-model.md), and an unknown code gets the generic text with the HTTP status.
 */
export type ErrorMessageKey =
  'apiNetwork' | 'apiNotConfigured' | 'apiTooMany' | 'apiNotFound' | 'apiServer';

const BY_CODE: Readonly<Record<string, ErrorMessageKey>> = {
  [NETWORK_ERROR]: 'apiNetwork',
  [NOT_CONFIGURED]: 'apiNotConfigured',
  TOO_MANY_REQUESTS: 'apiTooMany',
  RATE_LIMITED: 'apiTooMany',
  AGREEMENT_NOT_FOUND: 'apiNotFound',
  NOT_FOUND: 'apiNotFound',
};

export function errorMessageOf(failure: { status: number; error: string }): {
  key: ErrorMessageKey;
  /** The HTTP status the generic text names (a number: nothing the backend wrote). */
  status: number;
} {
  const status =
    Number.isInteger(failure.status) && failure.status >= 100 && failure.status <= 599
      ? failure.status
      : 500;
  if (Object.hasOwn(BY_CODE, failure.error)) return { key: BY_CODE[failure.error]!, status };
  if (status === 429) return { key: 'apiTooMany', status };
  return { key: 'apiServer', status };
}
