import type { ReactNode } from 'react';

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
