/**
 * The two presentation animations (docs/product.md), drawn in code on a 1000×1000
 * logical canvas at 60 fps. Each scene is a pure function of the frame number, so any frame can be
 * drawn (the still frame for reduced motion, or a frame picked by a test). What the page needs to
 * know of a scene is here; the drawing is in sceneDrawings.ts, which only the scene worker (and a
 * browser without one) loads.
 */

export const SCENE_SIZE = 1000;
export const SCENE_FPS = 60;

export const scenes = {
  scan: { frames: 429, still: 360 },
  classify: { frames: 829, still: 700 },
} satisfies Record<string, { frames: number; still: number }>;

export type SceneId = keyof typeof scenes;
