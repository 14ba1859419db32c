'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import button from '@/components/ui/button.module.css';
import { CloseButton } from '@/components/ui/CloseButton';
import { whenIdle } from '@/lib/browser/idle';
import { isRendered } from '@/lib/browser/isRendered';
import { aiDialog } from './aiDialog';
import styles from './AiBanner.module.css';

type Props = { label: string; open: string; close: string; headline: string; text: string };

/**
 * The floating AI Checker banner: visible by default, closed by its icon, and its button opens the
 * AI request dialog through the shared aiDialog state. CSS keeps it hidden on narrow viewports and
 * under html.ua-mobile (set before first paint by GlobalOverlays), so it never flashes there.
 * While the footer or a QR code is on screen it steps aside (slides down, hidden), so it never
 * covers the company details or a code a visitor is about to scan.
 */
export function AiBanner({ label, open, close, headline, text }: Props) {
  const [closed, setClosed] = useState(false);
  const [tucked, setTucked] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    // From the first idle period, and not at all where CSS hides the banner (phones).
    const cancelStart = whenIdle(() => {
      if (!banner.current || !isRendered(banner.current)) return;
      const inView = new Set<Element>();
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        setTucked(inView.size > 0);
      });
      // Not a dialog's codes: a closed dialog may be laid out already (useModalDialog), unseen.
      document
        .querySelectorAll('footer, [data-qr-url]:not(dialog [data-qr-url])')
        .forEach((target) => observer?.observe(target));
    });
    return () => {
      cancelStart();
      observer?.disconnect();
    };
  }, [pathname]);

  // It slides away rather than vanishing; framer-motion's small WAAPI animate() is loaded on the
  // click, so the banner adds nothing to the page's first-load JavaScript.
  async function dismiss() {
    const element = banner.current;
    if (element && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      try {
        const { animate } = await import('framer-motion/dom/mini');
        await animate(
          element,
          { opacity: [1, 0], transform: ['none', 'translateY(24px) scale(0.96)'] },
          { duration: 0.22, ease: 'easeIn' },
        );
      } catch {
        /* no animation: it just goes */
      }
    }
    setClosed(true);
  }

  if (closed) return null;
  return (
    <section
      ref={banner}
      className={`${styles.banner} ${tucked ? styles.tucked : ''}`}
      aria-label={label}
      data-ai-banner=""
      data-tucked={tucked ? '' : undefined}
    >
      {/* The badge is drawn in CSS: its pseudo-elements and the scan line (AiBanner.module.css). */}
      <div className={styles.badge} aria-hidden="true">
        <span className={styles.scanLine} />
      </div>
      <div className={styles.copy}>
        <p className={styles.headline}>{headline}</p>
        <p className={styles.text}>{text}</p>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${button.small} ${styles.cta}`}
          onClick={() => aiDialog.setOpen(true)}
        >
          {open}
        </button>
      </div>
      <CloseButton
        label={close}
        onClick={() => void dismiss()}
        className={styles.close}
        iconSize={16}
        iconWeight={2.2}
      />
    </section>
  );
}
