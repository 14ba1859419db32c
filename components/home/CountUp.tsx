'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A figure counted up from zero when it scrolls into view (once). Under reduced motion, or
 * without JavaScript, the final number is shown. Screen readers always get the final number.
 */
export function CountUp({
  value,
  decimals = 0,
  locale,
  suffix,
}: {
  value: number;
  decimals?: number;
  locale: string;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const format = (n: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(n);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let raf = 0;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return; // already on screen: leave the figure as is
    setShown(0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const duration = 1600;
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / duration);
          setShown(value * (1 - Math.pow(1 - t, 3)));
          if (t < 1) raf = requestAnimationFrame(step);
        };
        raf = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(raf);
    };
  }, [value]);

  const factor = 10 ** decimals;
  return (
    <span ref={ref} data-value={value} data-shown={Math.round(shown * factor) / factor}>
      <span aria-hidden="true">
        {format(Math.round(shown * factor) / factor)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {format(value)}
        {suffix}
      </span>
    </span>
  );
}
