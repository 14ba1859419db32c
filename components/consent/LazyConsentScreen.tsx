'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConsentScreen } from './ConsentScreen';
import { ConsentSkeleton } from './ConsentSkeleton';

// The server requires the screen directly: a lazy one would suspend on a fresh server's first
// request and stream the skeleton before the agreement. The browser build drops this branch.
const Screen =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./ConsentScreen') as typeof import('./ConsentScreen')).ConsentScreen
    : lazy(() => import('./ConsentScreen').then((m) => ({ default: m.ConsentScreen })));

/**
 * The consent screen's code (React Query, the API client and the screen, about 14 kB gzip) is not
 * part of the page's first-load JavaScript. The server renders the screen in full, so the agreement
 * is in the first HTML; in the browser React keeps that HTML as it is until the chunk has arrived
 * (requested as soon as the page hydrates) and hydrates it then. The "agree" button is disabled in
 * the server's HTML, so a tap before then is never silently lost.
 * Its skeleton comes from its own module: anything importing ./agreementQueries would pull React
 * Query back in.
 */
export function LazyConsentScreen(props: ComponentProps<typeof ConsentScreen>) {
  return (
    <Suspense fallback={<ConsentSkeleton label={props.strings.loading} />}>
      <Screen {...props} />
    </Suspense>
  );
}
