/**
 * Draws one canvas's scene off the page's main thread (docs/performance.md): the canvas's control
 * is handed over as an OffscreenCanvas, and the frames
 * this worker draws go to the compositor without a main-thread commit. The page decides when it
 * runs (on screen, not under a modal, reduced motion); this only draws.
 */
import { sceneContext, type SceneContext } from './canvasKit';
import { sceneDrawings } from './sceneDrawings';
import {
  FRAME_REPORT_EVERY,
  type FromSceneWorker,
  type SceneMode,
  type ToSceneWorker,
} from './sceneProtocol';
import { SCENE_FPS, scenes, type SceneId } from './scenes';

let canvas: OffscreenCanvas | null = null;
let ctx: SceneContext | null = null;
let scene: SceneId = 'scan';
let drawable = false;
let frame = 0;
let drawnOnce = false;
let loop: number | null = null;
let last = 0;
let carry = 0;
let sinceReport = 0;

const report = (message: FromSceneWorker) => postMessage(message);

// requestAnimationFrame exists in workers where OffscreenCanvas does (Chromium, Firefox, Safari
// 16.4+).
const nextFrame = (callback: (now: number) => void) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(() => callback(performance.now()), 1000 / SCENE_FPS) as unknown as number);
const cancelFrame = (handle: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(handle) : clearTimeout(handle);

/** The backing store follows the displayed size; 0 means off screen: keep it, draw nothing. */
function resize(pixels: number) {
  drawable = pixels > 0;
  if (!canvas || !drawable) return;
  if (!ctx || canvas.width !== pixels) ctx = sceneContext(canvas, pixels);
}

function draw(n: number) {
  frame = n;
  if (!ctx || !drawable) return false;
  sceneDrawings[scene](ctx, n);
  drawnOnce = true;
  return true;
}

function stop() {
  if (loop !== null) cancelFrame(loop);
  loop = null;
  last = 0;
  carry = 0;
}

function tick(now: number) {
  if (last) {
    carry += ((now - last) * SCENE_FPS) / 1000;
    const step = Math.floor(carry);
    if (step > 0) {
      carry -= step;
      draw((frame + step) % scenes[scene].frames);
      sinceReport += step;
      if (sinceReport >= FRAME_REPORT_EVERY) {
        sinceReport = 0;
        report({ type: 'drawn', frame });
      }
    }
  }
  last = now;
  loop = nextFrame(tick);
}

function setMode(mode: SceneMode) {
  stop();
  if (mode === 'paused') {
    report({ type: 'stopped', frame: drawnOnce ? frame : null });
    return;
  }
  if (draw(mode === 'still' ? scenes[scene].still : frame)) report({ type: 'drawn', frame });
  if (mode === 'running') loop = nextFrame(tick);
}

addEventListener('message', (event: MessageEvent<ToSceneWorker>) => {
  const message = event.data;
  if (message.type === 'attach') {
    canvas = message.canvas;
    scene = message.scene;
  } else {
    resize(message.pixels);
    setMode(message.mode);
  }
});

report({ type: 'ready' });
