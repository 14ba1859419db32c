'use client';

import { Toaster } from 'sonner';

/** The site's one toaster (docs/product.md): bottom centre, 3000 ms. */
export default function SonnerToaster() {
  return <Toaster position="bottom-center" duration={3000} richColors closeButton={false} />;
}
