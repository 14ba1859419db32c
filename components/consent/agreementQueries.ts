'use client';

/**
 * The consent pages' reads and write of the agreement in the browser (react-query over the API
 * client of ConsentProviders), and what a failed one means.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/client';
import {
  parseAgreement,
  parseTerms,
  type Agreement,
  type Parsed,
  type Terms,
} from '@/lib/consent/schema';
import { agreementPath } from '@/lib/consent/backend';
import { reportError } from '@/lib/monitoring/report';
import { useConsentApi } from './ConsentProviders';

/**
 * A 2xx answer whose body does not match the assumed shapes (docs/product.md).
 */
export class MalformedResponseError extends Error {
  constructor(problem: string) {
    super(`Malformed agreement response: ${problem}`);
    this.name = 'MalformedResponseError';
  }
}

/**
 * A well-formed body, or the malformed-answer path: the resident is told (notifyMalformed, the
 * toast), the problem is reported, and the query fails with the error.
 */
function parsedOrThrow<T>(parsed: Parsed<T>, notifyMalformed: () => void): T {
  if (parsed.ok) return parsed.value;
  notifyMalformed();
  const error = new MalformedResponseError(parsed.problem);
  reportError(error);
  throw error;
}

/** The page sends the resident to consentError on a 404 itself: no toast for it. */
const handlesNotFound = (error: { status: number }) => error.status === 404;

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** `initialData`: the agreement the server already read (lib/consent/backend.ts); no second call. */
export function useAgreement(idx: number, initialData?: Agreement) {
  const { api, notifyMalformed } = useConsentApi();
  return useQuery<Agreement>({
    queryKey: ['agreement', idx],
    initialData,
    staleTime: initialData ? Infinity : 0,
    queryFn: async ({ signal }) =>
      parsedOrThrow(
        parseAgreement(
          await api.get(agreementPath(idx), { handlesError: handlesNotFound, signal }),
          idx,
        ),
        notifyMalformed,
      ),
  });
}

export function useTerms(idx: number) {
  const { api, notifyMalformed } = useConsentApi();
  return useQuery<Terms>({
    queryKey: ['agreement', idx, 'terms'],
    queryFn: async ({ signal }) =>
      parsedOrThrow(
        parseTerms(
          await api.get(`${agreementPath(idx)}/terms`, { handlesError: handlesNotFound, signal }),
        ),
        notifyMalformed,
      ),
  });
}

/** PUT consent. The page handles every failure itself (consentError), so no toast; 401 still goes to sign-in. */
export function useGiveConsent(idx: number) {
  const { api } = useConsentApi();
  return useMutation({
    mutationKey: ['agreement', idx, 'consent'],
    mutationFn: () => api.put(agreementPath(idx), { handlesError: true }),
  });
}
