/** What both presentation scenes draw with: the palette, easing and a rounded rectangle. */

import { SCENE_SIZE } from './scenes';

/** A scene draws into the worker's OffscreenCanvas, or into the canvas itself where there is none. */
export type SceneContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Sizes a canvas's backing store to `pixels` square, with the scene's 1000×1000 units mapped onto it. */
export function sceneContext(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  pixels: number,
): SceneContext | null {
  canvas.width = pixels;
  canvas.height = pixels;
  const ctx = canvas.getContext('2d') as SceneContext | null;
  ctx?.setTransform(pixels / SCENE_SIZE, 0, 0, pixels / SCENE_SIZE, 0, 0);
  return ctx;
}

export const INK = '#0b1220';
export const BRAND = '#1f5eff';
export const MINT = '#12b886';
export const MINT_LIGHT = '#5ef0c0';
export const LINE = '#c9d3e6';
export const SOFT = '#eaf0ff';
export const RED = '#f03e3e';
export const AMBER = '#f59f00';

export const clamp = (v: number, min = 0, max = 1) => Math.min(max, Math.max(min, v));
export const ease = (t: number) => 1 - Math.pow(1 - clamp(t), 3);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function roundRect(
  ctx: SceneContext,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
