'use client';

import { useEffect, useRef, useState } from 'react';

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string, decimals: number) {
  const key = `${locale}/${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A figure counted up from zero when it scrolls into view (once). Under reduced motion, or
 * without JavaScript, the final number is shown. Screen readers always get the final number.
 * `label` is the final number as the server formatted it, so hydration needs no number formatter
 * (creating one costs milliseconds of main thread while the page loads).
 */
export function CountUp({
  value,
  label,
  decimals = 0,
  locale,
  suffix,
}: {
  value: number;
  label: string;
  decimals?: number;
  locale: string;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let raf = 0;
    let first = true;
    // The first report says where the figure is at load, without measuring it here (a forced
    // layout while the page hydrates): on screen, it stays as it is; below, it starts from zero.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.isIntersecting) observer.disconnect();
          else setShown(0);
          return;
        }
        if (!entry.isIntersecting) return;
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
  const rounded = Math.round(shown * factor) / factor;
  // The final figure as the server wrote it; a formatter only for the figures while counting.
  const text = rounded === value ? label : formatterFor(locale, decimals).format(rounded);
  return (
    <span ref={ref} data-value={value} data-shown={rounded}>
      <span aria-hidden="true">
        {text}
        {suffix}
      </span>
      <span className="visually-hidden">
        {label}
        {suffix}
      </span>
    </span>
  );
}
