'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { TermsScreen } from './TermsScreen';
import { ConsentSkeleton } from './ConsentSkeleton';

const Screen = lazy(() => import('./TermsScreen').then((m) => ({ default: m.TermsScreen })));

/**
 * The terms screen, loaded after the page's first scripts like the consent screen (LazyConsentScreen).
 * The terms are read in the browser, so the server's HTML is the skeleton either way. A module of
 * its own: Turbopack moves what two lazy imports of one module share into that module's chunk.
 */
export function LazyTermsScreen(props: ComponentProps<typeof TermsScreen>) {
  return (
    <Suspense fallback={<ConsentSkeleton label={props.strings.loading} withButton={false} />}>
      <Screen {...props} />
    </Suspense>
  );
}
