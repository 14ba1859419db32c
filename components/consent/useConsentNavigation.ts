'use client';

import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/routing/paths';
import { isNotFound } from './agreementQueries';

/**
 * `replace(path)` in the page's language, and the move to consentError when the agreement does
 * not exist (a 404). next/navigation with localizedPath rather than next-intl's wrappers: ~6 kB
 * less on these pages.
 */
export function useConsentNavigation(locale: Locale, idx: number, error: unknown) {
  const router = useRouter();
  const replace = useCallback(
    (path: string) => router.replace(localizedPath(locale, path)),
    [router, locale],
  );
  // The error page reads the agreement again and says "not found" from the backend's own 404.
  useEffect(() => {
    if (isNotFound(error)) replace(`/private/consentError?idx=${idx}`);
  }, [error, idx, replace]);
  return replace;
}
