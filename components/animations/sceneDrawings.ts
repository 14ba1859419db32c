import type { SceneContext } from './canvasKit';
import { drawClassify } from './classifyScene';
import { drawScan } from './scanScene';
import type { SceneId } from './scenes';

export const sceneDrawings: Record<SceneId, (ctx: SceneContext, frame: number) => void> = {
  scan: drawScan,
  classify: drawClassify,
};
