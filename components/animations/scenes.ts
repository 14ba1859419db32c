/**
 * The two presentation animations (docs/product.md, "Constants"), drawn in code on a 1000×1000
 * logical canvas at 60 fps. Each scene is a pure function of the frame number, so any frame can be
 * drawn (the still frame for reduced motion, or a frame picked by a test).
 */

import { drawClassify } from './classifyScene';
import { drawScan } from './scanScene';

export type Scene = {
  frames: number;
  still: number;
  draw: (ctx: CanvasRenderingContext2D, frame: number) => void;
};

export const scenes = {
  scan: { frames: 429, still: 360, draw: drawScan },
  classify: { frames: 829, still: 700, draw: drawClassify },
} satisfies Record<string, Scene>;

export type SceneId = keyof typeof scenes;
