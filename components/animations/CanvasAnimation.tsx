'use client';

import { useEffect, useRef } from 'react';
import { scenes, type SceneId } from './scenes';
import styles from './CanvasAnimation.module.css';

const FPS = 60;
const SIZE = 1000;

/**
 * A presentation animation: 60 fps on a 1000×1000 logical canvas, looping over its scene's frames.
 * It runs only while on screen, and shows one still frame under prefers-reduced-motion.
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
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const { frames, still, draw } = scenes[scene];
    const scale = Math.min(window.devicePixelRatio || 1, 2) * (canvas.clientWidth / SIZE || 1);
    const pixels = Math.max(300, Math.round(SIZE * Math.min(scale, 1.2)));
    canvas.width = pixels;
    canvas.height = pixels;
    ctx.setTransform(pixels / SIZE, 0, 0, pixels / SIZE, 0, 0);

    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let raf = 0;
    let visible = false;
    let frame = 0;
    let last = 0;
    let carry = 0;

    const render = (n: number) => {
      canvas.dataset.frame = String(n);
      draw(ctx, n);
    };

    const tick = (now: number) => {
      if (last) {
        carry += ((now - last) * FPS) / 1000;
        const step = Math.floor(carry);
        if (step > 0) {
          carry -= step;
          frame = (frame + step) % frames;
          render(frame);
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
      } else if (visible) {
        canvas.dataset.state = 'running';
        raf = requestAnimationFrame(tick);
      } else {
        canvas.dataset.state = 'paused';
      }
    };

    render(reduced.matches ? still : frame);
    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      update();
    });
    observer.observe(canvas);
    reduced.addEventListener('change', update);
    update();
    return () => {
      observer.disconnect();
      reduced.removeEventListener('change', update);
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
