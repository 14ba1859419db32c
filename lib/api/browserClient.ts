import { env } from '@/lib/config/env';
import { createApiClient, NETWORK_ERROR, type ApiClient, type ApiError } from './client';

export type BrowserApiClientOptions = {
  /** Where a 401 sends the browser (the localized /sign-in). */
  signInPath: string;
  /** The toast text of a failure, in the visitor's language. */
  errorText: (error: ApiError) => string;
};

/**
 * Toasts go through the site's one Toaster (bottom centre, 3000 ms: components/ui/Toaster.tsx).
 * sonner is loaded with the first toast, so it stays out of the pages' first-load JavaScript.
 */
export function showErrorToast(text: string, id?: string) {
  void import('sonner').then(({ toast }) =>
    toast.error(text, { id, duration: 3000, position: 'bottom-center' }),
  );
}

/** The API client as the browser uses it: env base URL, 401 → sign-in, other failures → toast. */
export function createBrowserApiClient({
  signInPath,
  errorText,
}: BrowserApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl: env.apiBaseUrl,
    onUnauthorized: () => {
      // replace: Back must not return to a page that would only redirect again.
      window.location.replace(signInPath);
    },
    onError: (error) =>
      showErrorToast(errorText(error), error.error === NETWORK_ERROR ? NETWORK_ERROR : undefined),
  });
}
