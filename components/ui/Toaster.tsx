'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';

const SonnerToaster = dynamic(() => import('./SonnerToaster'), { ssr: false });

/**
 * Mounts the toaster once the page is idle after hydration, so sonner is not part of any page's
 * first-load JavaScript. A toast raised before that is not lost: sonner keeps it and shows it when
 * the toaster subscribes.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return mounted ? <SonnerToaster /> : null;
}
