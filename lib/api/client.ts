/**
 * The backend API client (docs/product.md and "Errors").
 * Framework-free: the browser-side effects (redirect on 401, the toast) are passed in, so the
 * client is unit-tested without a browser.
 */
import { BodyTooLarge, deadlineSignal, readLimitedText } from './limits';
import { queryString, type Query } from './query';

export const NETWORK_ERROR = 'NETWORK_ERROR_HAS_OCCURRED';

/** A request gives up after this long, its body included (docs/product.md)… */
export const REQUEST_TIMEOUT_MS = 15_000;
/** …and a body larger than this is not read further: a 2xx is then malformed (undefined). */
export const MAX_BODY_BYTES = 256 * 1024;
export const NOT_CONFIGURED = 'API_NOT_CONFIGURED';

/** A failed call: the response status and the `error` field of its body (503 + NETWORK_ERROR when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  /** The body's human-readable `message`, when it had one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, error: string, serverMessage?: string) {
    super(serverMessage ? `${error}: ${serverMessage}` : error);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.serverMessage = serverMessage;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The base URL without its trailing slash(es). */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

/** `{base}/{path}?{query}` with exactly one slash between base and path (query: lib/api/query.ts). */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  return `${normalizeBaseUrl(baseUrl)}${cleanPath}${queryString(query)}`;
}

/** Every request carries these (docs/product.md). */
export const REQUEST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
};

export type RequestOptions = {
  /**
   * The caller handles the failure itself (no toast): true for every failure, or a predicate.
   * A 401 always goes to sign-in.
   */
  handlesError?: boolean | ((error: ApiError) => boolean);
  signal?: AbortSignal;
  /** Query values: parameters, arrays as repeated keys, empty values skipped. */
  query?: Query;
};

export type ApiClientOptions = {
  /** Backend host; undefined = not configured (every call fails with 503 API_NOT_CONFIGURED). */
  baseUrl: string | undefined;
  fetch?: typeof fetch;
  /** Called on any 401 (the browser goes to /sign-in). */
  onUnauthorized: (error: ApiError) => void;
  /** Called for every other failure the caller does not handle (the toast). */
  onError: (error: ApiError) => void;
  /** Per request; default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
};

/** What the site asks of the backend: read an agreement or its terms, give consent (both bodiless). */
export type ApiClient = {
  get(path: string, options?: RequestOptions): Promise<unknown>;
  put(path: string, options?: RequestOptions): Promise<unknown>;
};

function readErrorBody(text: string): { error?: string; message?: string } {
  try {
    // Object(): a JSON null, number or string has no fields, as an object without them.
    const { error, message } = Object(JSON.parse(text)) as Record<string, unknown>;
    return {
      error: typeof error === 'string' && error ? error : undefined,
      message: typeof message === 'string' && message ? message : undefined,
    };
  } catch {
    // Not JSON: the status alone describes the failure.
    return {};
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function fail(error: ApiError, handles: RequestOptions['handlesError']): never {
    if (error.status === 401) options.onUnauthorized(error);
    else {
      const handled = typeof handles === 'function' ? handles(error) : Boolean(handles);
      if (!handled) options.onError(error);
    }
    throw error;
  }

  async function request(
    method: 'GET' | 'PUT',
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const { handlesError, signal, query } = requestOptions;
    if (!options.baseUrl) return fail(new ApiError(503, NOT_CONFIGURED), handlesError);

    const deadline = deadlineSignal(options.timeoutMs ?? REQUEST_TIMEOUT_MS, signal);
    // An abort is the caller's own doing, not a failure to report; the deadline is a network failure.
    const networkFailure = (cause: unknown): never => {
      if (signal?.aborted && !deadline.timedOut()) throw cause;
      return fail(new ApiError(503, NETWORK_ERROR), handlesError);
    };
    try {
      let response: Response;
      try {
        response = await fetchImpl(buildUrl(options.baseUrl, path, query), {
          method,
          headers: REQUEST_HEADERS,
          cache: 'no-store',
          credentials: 'omit',
          signal: deadline.signal,
        });
      } catch (cause) {
        return networkFailure(cause);
      }

      // A body over the limit is dropped: as good as empty.
      let text = '';
      try {
        text = await readLimitedText(response, MAX_BODY_BYTES);
      } catch (cause) {
        if (!(cause instanceof BodyTooLarge)) return networkFailure(cause);
      }

      if (!response.ok) {
        const { error, message } = readErrorBody(text);
        return fail(
          new ApiError(response.status, error ?? `HTTP_${response.status}`, message),
          handlesError,
        );
      }
      // A 2xx that is empty, too large or not JSON: undefined, which the schema calls malformed.
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    } finally {
      deadline.dispose();
    }
  }

  return {
    get: (path, o) => request('GET', path, o),
    put: (path, o) => request('PUT', path, o),
  };
}
