'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserApiClient, showErrorToast } from '@/lib/api/browserClient';
import type { ApiClient, ApiError } from '@/lib/api/client';
import { errorMessageOf } from '@/lib/consent/errorMessage';
import { localizedPath } from '@/lib/routing/paths';

type ConsentApi = {
  api: ApiClient;
  /** A 2xx answer the schema rejected: the error toast of docs/product.md, as for any other. */
  notifyMalformed: () => void;
};

const ApiContext = createContext<ConsentApi | null>(null);

export function useConsentApi(): ConsentApi {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useConsentApi outside <ConsentProviders>');
  return value;
}

/**
 * React Query and the API client, only around the consent pages (marketing pages do not ship them).
 * Queries do not retry on their own: the resident sees the error state and its retry button at
 * once.
 */
export function ConsentProviders({ children }: { children: ReactNode }) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: false,
            refetchOnWindowFocus: false,
            refetchOnReconnect: false,
            staleTime: 0,
          },
          mutations: { retry: false },
        },
      }),
  );
  const [value] = useState<ConsentApi>(() => {
    const errorText = (error: ApiError) => {
      const { key, status } = errorMessageOf(error);
      return key === 'apiServer' ? t(key, { code: status }) : t(key);
    };
    return {
      api: createBrowserApiClient({ signInPath: localizedPath(locale, '/sign-in'), errorText }),
      notifyMalformed: () => showErrorToast(t('apiMalformed'), 'malformed'),
    };
  });

  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}
