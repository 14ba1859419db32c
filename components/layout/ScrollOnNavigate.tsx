'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * A navigation starts at the top of the new page (docs/product.md). Links
 * with a hash are left to the browser, which scrolls smoothly to the target below the fixed top bar
 * (globals.css).
 */
export function ScrollOnNavigate() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
