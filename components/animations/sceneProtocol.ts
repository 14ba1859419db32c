import type { SceneId } from './scenes';

/**
 * What the page tells a scene worker (components/animations/sceneWorker.ts): the canvas it draws
 * on, then how to draw. `pixels` is the backing store's side (0 while the canvas is off screen or
 * has no size: nothing is drawn); `mode` is `running` (the loop), `still` (one frame for reduced
 * motion) or `paused` (the loop stops; the worker answers `stopped`).
 */
export type ToSceneWorker =
  | { type: 'attach'; canvas: OffscreenCanvas; scene: SceneId }
  | { type: 'state'; mode: SceneMode; pixels: number };

export type SceneMode = 'running' | 'still' | 'paused';

/**
 * What a scene worker tells the page: that it has loaded (the page hands it the canvas then), the
 * frame it drew (every few frames while running, so the page is not woken 60 times a second), and
 * that its loop has stopped (after `paused`), with the last frame drawn (null before the first).
 */
export type FromSceneWorker =
  { type: 'ready' } | { type: 'drawn'; frame: number } | { type: 'stopped'; frame: number | null };

/** While running, the worker reports one frame in this many. */
export const FRAME_REPORT_EVERY = 6;
