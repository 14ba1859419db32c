import { createApiClient } from '@/lib/api/client';
import { env } from '@/lib/env';
import { parseAgreement, type Agreement } from './schema';

export const agreementPath = (idx: number) => `/inhabitant/v1/agreement/${idx}`;

export type PrefetchOptions = {
  baseUrl?: string;
  /** A slow backend must not hold the page: past this, the browser makes the call itself. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * The server's look at the agreement while it renders the consent page, so the resident on a slow
 * phone reads it before the page's JavaScript has arrived. Only a well-formed agreement comes
 * back; any failure (404, 401, 5xx, network, malformed, timeout) is undefined, and the browser's
 * own call then ends in the state docs/product.md ("Consent flow and the agreement backend") names,
 * with its toast or redirect.
 */
export async function prefetchAgreement(
  idx: number,
  { baseUrl = env.apiBaseUrl, timeoutMs = 1500, fetch }: PrefetchOptions = {},
): Promise<Agreement | undefined> {
  const api = createApiClient({ baseUrl, fetch, onUnauthorized: () => {}, onError: () => {} });
  try {
    const body = await api.get(agreementPath(idx), {
      handlesError: true,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed = parseAgreement(body, idx);
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}
