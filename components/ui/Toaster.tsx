'use client';

import { Toaster as SonnerToaster } from 'sonner';

/** The site's one toaster (CONTRACT.md section 6): bottom centre, 3000 ms. */
export function Toaster() {
  return <SonnerToaster position="bottom-center" duration={3000} richColors closeButton={false} />;
}
