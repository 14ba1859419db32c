'use client';

import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { modalIsOpen, onModalChange } from '@/lib/browser/pageActivity';
import { sceneContext } from './canvasKit';
import type { FromSceneWorker, SceneMode, ToSceneWorker } from './sceneProtocol';
import { SCENE_SIZE, scenes, type SceneId } from './scenes';
import styles from './CanvasAnimation.module.css';

/** Draws the scene: a worker given the canvas, or, without one, its still frame here. */
type Painter = { show: (mode: SceneMode, pixels: number) => void; close: () => void };

/**
 * Hands the canvas to a scene worker once the worker has loaded (it says `ready`): a worker whose
 * script cannot be fetched (a dropped connection on a phone) leaves the canvas with the page,
 * which then shows the still frame.
 */
function workerPainter(
  canvas: HTMLCanvasElement,
  scene: SceneId,
  modeNow: () => SceneMode,
  onFailure: () => void,
): Painter {
  const worker = new Worker(new URL('./sceneWorker.ts', import.meta.url));
  let attached = false;
  let latest: Extract<ToSceneWorker, { type: 'state' }> | null = null;
  const send = (message: ToSceneWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const giveUp = () => {
    worker.terminate();
    onFailure();
  };
  worker.addEventListener('error', () => {
    if (!attached) giveUp();
  });
  worker.addEventListener('message', ({ data }: MessageEvent<FromSceneWorker>) => {
    if (data.type === 'ready') {
      let offscreen: OffscreenCanvas;
      try {
        offscreen = canvas.transferControlToOffscreen();
      } catch {
        // Something took a context of the canvas meanwhile: it stays with the page.
        giveUp();
        return;
      }
      send({ type: 'attach', canvas: offscreen, scene }, [offscreen]);
      attached = true;
      if (latest) send(latest);
      return;
    }
    if (data.frame !== null) canvas.dataset.frame = String(data.frame);
    // 'paused' only once the worker has stopped, so a paused canvas draws no further frame.
    if (data.type === 'stopped' && modeNow() === 'paused') canvas.dataset.state = 'paused';
  });
  return {
    show: (mode, pixels) => {
      latest = { type: 'state', mode, pixels };
      if (attached) send(latest);
    },
    close: () => worker.terminate(),
  };
}

function stillPainter(canvas: HTMLCanvasElement, scene: SceneId): Painter {
  let closed = false;
  const drawings = import('./sceneDrawings');
  return {
    show: (_mode, pixels) => {
      canvas.dataset.state = 'still';
      if (pixels === 0) return;
      void drawings.then(({ sceneDrawings }) => {
        const ctx = closed ? null : sceneContext(canvas, pixels);
        if (!ctx) return;
        sceneDrawings[scene](ctx, scenes[scene].still);
        canvas.dataset.frame = String(scenes[scene].still);
      });
    },
    close: () => {
      closed = true;
    },
  };
}

/**
 * A presentation animation: 60 fps on a 1000×1000 logical canvas, looping over its scene's frames,
 * drawn by a worker of its own (components/animations/sceneWorker.ts) so that its frames cost the
 * page's main thread nothing. It starts after the page's first idle period, runs only while on
 * screen and not under a modal dialog, and shows one still frame under prefers-reduced-motion.
 * Until it first comes on screen, the canvas shows nothing and no worker exists. `data-state`
 * (running, still, paused) and `data-frame` (the last frame reported) say what it does.
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
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let painter: Painter | null = null;
    let width = 0; // displayed width in CSS pixels, from the ResizeObserver
    let visible = false;
    let covered = false;

    const mode = (): SceneMode =>
      reduced.matches ? 'still' : visible && !covered ? 'running' : 'paused';
    // The backing store's side: the displayed size at up to 2× density, at most 1 200 pixels.
    const pixels = () => {
      if (!visible || width <= 0) return 0;
      const scale = Math.min(window.devicePixelRatio || 1, 2) * (width / SCENE_SIZE);
      return Math.max(300, Math.round(SCENE_SIZE * Math.min(scale, 1.2)));
    };

    const update = () => {
      // Created the first time the canvas is on screen: a canvas further down costs nothing.
      if (!painter && visible) {
        const fallBack = () => {
          painter = stillPainter(canvas, scene);
          update();
        };
        try {
          painter =
            'transferControlToOffscreen' in canvas && typeof Worker === 'function'
              ? workerPainter(canvas, scene, mode, fallBack)
              : stillPainter(canvas, scene);
        } catch {
          painter = stillPainter(canvas, scene);
        }
      }
      const now = mode();
      // A worker's 'paused' is set when it has stopped (workerPainter).
      if (now !== 'paused' || !painter) canvas.dataset.state = now;
      painter?.show(now, pixels());
    };

    // Both observers report after layout, so reading the size never forces one.
    const resizeObserver = new ResizeObserver(([entry]) => {
      width = entry?.contentBoxSize[0]?.inlineSize ?? entry?.contentRect.width ?? 0;
      update();
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
      painter?.close();
    };
  }, [scene]);

  return (
    <canvas
      ref={ref}
      className={[styles.canvas, className].filter(Boolean).join(' ')}
      width={SCENE_SIZE}
      height={SCENE_SIZE}
      role="img"
      aria-label={label}
      data-frames={scenes[scene].frames}
    />
  );
}
