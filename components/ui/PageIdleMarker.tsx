'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { markPageIdle } from '@/lib/browser/pageActivity';

/**
 * Marks <html data-page-idle> in the page's first idle period after hydration: the CSS of decorative
 * loops (the hero chips' float, the AI banner's badge) keeps them paused until then.
 */
export function PageIdleMarker() {
  useEffect(() => whenIdle(markPageIdle), []);
  return null;
}
