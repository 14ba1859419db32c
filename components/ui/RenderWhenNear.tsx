'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A decorative box whose content is rendered once the box comes within 600 px of the viewport
 * (and is shown: inside a hidden tab panel it waits for its tab). The server renders the empty
 * box, which keeps its size through `className`; the content is hidden from assistive technology.
 * For drawings made of many elements, so a page does not build them until they can be seen
 * (docs/performance.md, "Render only what is shown").
 */
export function RenderWhenNear({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={className} aria-hidden="true">
      {near ? children : null}
    </div>
  );
}
