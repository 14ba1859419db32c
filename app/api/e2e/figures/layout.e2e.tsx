import '../../../globals.css';
import type { ReactNode } from 'react';
import { PageIdleMarker } from '@/components/ui/PageIdleMarker';

/**
 * The root layout of the test-only page beside it (a page outside [locale] needs its own), with
 * the site's idle marker (<html data-page-idle>), which the tests wait on.
 */
export default function FiguresLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>
        {children}
        <PageIdleMarker />
      </body>
    </html>
  );
}
