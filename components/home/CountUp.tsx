'use client';

import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/browser/idle';

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
 * (creating one costs milliseconds of main thread while the page loads). The count writes the
 * text itself, frame by frame, rather than re-rendering the component 60 times a second; its
 * observer starts in the page's first idle period.
 */
export function CountUp({
  value,
  label,
  decimals = 0,
  locale,
  suffix = '',
}: {
  value: number;
  label: string;
  decimals?: number;
  locale: string;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const shownRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    const shown = shownRef.current;
    if (!el || !shown || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const factor = 10 ** decimals;
    const show = (figure: number) => {
      const rounded = Math.round(figure * factor) / factor;
      el.dataset.shown = String(rounded);
      // The final figure as the server wrote it; a formatter only for the figures while counting.
      const text = rounded === value ? label : formatterFor(locale, decimals).format(rounded);
      shown.textContent = `${text}${suffix}`;
    };
    let raf = 0;
    let observer: IntersectionObserver | undefined;
    const cancelStart = whenIdle(() => {
      let first = true;
      // The first report says where the figure is: on screen, it stays as it is; below, it
      // starts from zero (without measuring it here, which would force a layout).
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          if (first) {
            first = false;
            if (entry.isIntersecting) observer?.disconnect();
            else show(0);
            return;
          }
          if (!entry.isIntersecting) return;
          observer?.disconnect();
          const start = performance.now();
          const duration = 1600;
          const step = (now: number) => {
            const t = Math.min(1, (now - start) / duration);
            show(value * (1 - Math.pow(1 - t, 3)));
            if (t < 1) raf = requestAnimationFrame(step);
          };
          raf = requestAnimationFrame(step);
        },
        { threshold: 0.4 },
      );
      observer.observe(el);
    });
    return () => {
      cancelStart();
      observer?.disconnect();
      cancelAnimationFrame(raf);
    };
  }, [value, label, decimals, locale, suffix]);

  return (
    <span ref={ref} data-value={value} data-shown={value}>
      <span ref={shownRef} aria-hidden="true">{`${label}${suffix}`}</span>
      <span className="visually-hidden">{`${label}${suffix}`}</span>
    </span>
  );
}
