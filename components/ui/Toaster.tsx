'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

const SonnerToaster = dynamic(() => import('./SonnerToaster'), { ssr: false });

/**
 * Mounts the toaster once the page is idle after hydration, so sonner is not part of any page's
 * first-load JavaScript. A toast raised before that is not lost: sonner keeps it and shows it when
 * the toaster subscribes.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setMounted(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setMounted(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return mounted ? <SonnerToaster /> : null;
}
