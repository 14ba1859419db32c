'use client';

import { useEffect, useRef } from 'react';
import { modalIsOpen, onModalChange, whenIdle } from '@/lib/browser/pageActivity';
import { scenes, type SceneId } from './scenes';
import styles from './CanvasAnimation.module.css';

const FPS = 60;
const SIZE = 1000;

/**
 * A presentation animation: 60 fps on a 1000×1000 logical canvas, looping over its scene's frames.
 * It starts after the page's first idle period, runs only while on screen and not under a modal
 * dialog, and shows one still frame under prefers-reduced-motion. Until it starts, the canvas shows
 * the scene's still frame as the server rendered it (blank, then drawn on first idle).
 */
export function CanvasAnimation({
  scene,
  label,
  className,
}: {
  scene: SceneId;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const { frames, still, draw } = scenes[scene];
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let ctx: CanvasRenderingContext2D | null = null;
    let width = 0; // displayed width in CSS pixels, from the ResizeObserver
    let raf = 0;
    let visible = false;
    let covered = false;
    let frame = 0;
    let last = 0;
    let carry = 0;

    // The backing store follows the displayed size; it is set up only once the canvas is on
    // screen, so a canvas further down the page costs nothing while the page loads.
    const context = () => {
      const scale = Math.min(window.devicePixelRatio || 1, 2) * (width / SIZE || 1);
      const pixels = Math.max(300, Math.round(SIZE * Math.min(scale, 1.2)));
      if (!ctx || canvas.width !== pixels) {
        canvas.width = pixels;
        canvas.height = pixels;
        ctx = canvas.getContext('2d');
        ctx?.setTransform(pixels / SIZE, 0, 0, pixels / SIZE, 0, 0);
      }
      return ctx;
    };

    const render = (n: number) => {
      frame = n;
      const target = visible && width > 0 ? context() : null;
      if (!target) return;
      canvas.dataset.frame = String(n);
      draw(target, n);
    };

    const tick = (now: number) => {
      if (last) {
        carry += ((now - last) * FPS) / 1000;
        const step = Math.floor(carry);
        if (step > 0) {
          carry -= step;
          render((frame + step) % frames);
        }
      }
      last = now;
      raf = requestAnimationFrame(tick);
    };

    const update = () => {
      cancelAnimationFrame(raf);
      raf = 0;
      last = 0;
      if (reduced.matches) {
        canvas.dataset.state = 'still';
        render(still);
      } else if (visible && !covered) {
        canvas.dataset.state = 'running';
        render(frame);
        raf = requestAnimationFrame(tick);
      } else {
        canvas.dataset.state = 'paused';
      }
    };

    // Both observers report after layout, so reading the size never forces one.
    const resizeObserver = new ResizeObserver(([entry]) => {
      width = entry?.contentBoxSize[0]?.inlineSize ?? entry?.contentRect.width ?? 0;
      render(frame);
    });
    const visibilityObserver = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      update();
    });
    const coverChanged = () => {
      const now = modalIsOpen();
      if (now !== covered) {
        covered = now;
        update();
      }
    };
    let stopWatchingModals = () => {};
    const cancelStart = whenIdle(() => {
      covered = modalIsOpen();
      resizeObserver.observe(canvas);
      visibilityObserver.observe(canvas);
      reduced.addEventListener('change', update);
      stopWatchingModals = onModalChange(coverChanged);
    });
    return () => {
      cancelStart();
      resizeObserver.disconnect();
      visibilityObserver.disconnect();
      reduced.removeEventListener('change', update);
      stopWatchingModals();
      cancelAnimationFrame(raf);
    };
  }, [scene]);

  return (
    <canvas
      ref={ref}
      className={[styles.canvas, className].filter(Boolean).join(' ')}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      data-frames={scenes[scene].frames}
    />
  );
}
