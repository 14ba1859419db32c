'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box whose content is rendered once the box comes within 600 px of the viewport (and is shown:
 * inside a hidden tab panel it waits for its tab). The server renders the empty box, which keeps
 * its size through `className`. For drawings made of many elements, so a page does not build them
 * until they can be seen (docs/performance.md).
 *
 * The content is never read by assistive technology: the box is decorative (`aria-hidden`), or,
 * given a `label`, one image of that name. `caption` is put in `data-caption`, for the stylesheet
 * to show (`content: attr(data-caption)`) without an element of its own.
 */
export function RenderWhenNear({
  className,
  label,
  caption,
  children,
}: {
  className: string;
  /** the accessible name of the drawing, which is then an image rather than decoration */
  label?: string;
  caption?: string;
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
    <div
      ref={box}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-caption={caption}
    >
      {near ? children : null}
    </div>
  );
}
