/** Scene 2: defect photos classified into categories (829 frames). */
import {
  BRAND,
  MINT,
  MINT_LIGHT,
  LINE,
  SOFT,
  RED,
  AMBER,
  ease,
  lerp,
  roundRect,
  type SceneContext,
} from './canvasKit';

const categories = [
  { color: RED, y: 250 },
  { color: AMBER, y: 430 },
  { color: BRAND, y: 610 },
  { color: MINT, y: 790 },
];
const SPAWN = 90;
const TRAVEL = 150;
const photos = Array.from({ length: 9 }, (_, i) => ({
  start: i * SPAWN,
  category: [0, 2, 1, 3, 0, 1, 2, 0, 3][i]!,
}));

function drawPhoto(ctx: SceneContext, x: number, y: number, size: number, kind: number) {
  ctx.fillStyle = '#fff';
  roundRect(ctx, x - size / 2, y - size / 2, size, size, size * 0.16);
  ctx.fill();
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 3;
  ctx.stroke();
  const s = size / 100;
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = SOFT;
  roundRect(ctx, -40 * s, -40 * s, 80 * s, 80 * s, 10 * s);
  ctx.fill();
  ctx.lineWidth = 5 * s;
  ctx.strokeStyle = categories[kind]!.color;
  ctx.fillStyle = categories[kind]!.color;
  ctx.beginPath();
  if (kind === 0) {
    // crack
    ctx.moveTo(-20 * s, -32 * s);
    ctx.lineTo(0, -8 * s);
    ctx.lineTo(-10 * s, 6 * s);
    ctx.lineTo(16 * s, 32 * s);
    ctx.stroke();
  } else if (kind === 1) {
    // leak
    ctx.moveTo(0, -26 * s);
    ctx.quadraticCurveTo(24 * s, 6 * s, 0, 22 * s);
    ctx.quadraticCurveTo(-24 * s, 6 * s, 0, -26 * s);
    ctx.fill();
  } else if (kind === 2) {
    // tile
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 3; c += 1)
        ctx.strokeRect((-30 + c * 20) * s, (-30 + r * 20) * s, 20 * s, 20 * s);
    ctx.fillRect(-10 * s, -10 * s, 20 * s, 20 * s);
  } else {
    // finish / paint
    ctx.arc(0, 0, 24 * s, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-12 * s, 0);
    ctx.lineTo(-2 * s, 10 * s);
    ctx.lineTo(14 * s, -10 * s);
    ctx.stroke();
  }
  ctx.restore();
}

export function drawClassify(ctx: SceneContext, frame: number) {
  ctx.clearRect(0, 0, 1000, 1000);
  const bg = ctx.createLinearGradient(0, 0, 0, 1000);
  bg.addColorStop(0, '#0d1526');
  bg.addColorStop(1, '#14213d');
  ctx.fillStyle = bg;
  roundRect(ctx, 0, 0, 1000, 1000, 60);
  ctx.fill();

  // Conveyor into the AI node
  ctx.strokeStyle = 'rgba(255,255,255,0.08)';
  ctx.lineWidth = 70;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(60, 520);
  ctx.lineTo(440, 520);
  ctx.stroke();
  ctx.lineCap = 'butt';
  ctx.setLineDash([24, 24]);
  ctx.lineDashOffset = -frame * 3;
  ctx.strokeStyle = 'rgba(94, 240, 192, 0.35)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(60, 520);
  ctx.lineTo(440, 520);
  ctx.stroke();
  ctx.setLineDash([]);

  // Paths to the category bins
  categories.forEach((cat) => {
    ctx.strokeStyle = 'rgba(255,255,255,0.1)';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(560, 520);
    ctx.bezierCurveTo(660, 520, 660, cat.y, 760, cat.y);
    ctx.stroke();
  });

  // AI node: rotating ring
  ctx.save();
  ctx.translate(500, 520);
  const glow = ctx.createRadialGradient(0, 0, 20, 0, 0, 150);
  glow.addColorStop(0, 'rgba(31, 94, 255, 0.55)');
  glow.addColorStop(1, 'rgba(31, 94, 255, 0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(0, 0, 150, 0, Math.PI * 2);
  ctx.fill();
  ctx.rotate((frame / 829) * Math.PI * 4);
  ctx.strokeStyle = MINT_LIGHT;
  ctx.lineWidth = 8;
  for (let i = 0; i < 3; i += 1) {
    ctx.beginPath();
    ctx.arc(0, 0, 84, (i * 2 * Math.PI) / 3, (i * 2 * Math.PI) / 3 + 1.3);
    ctx.stroke();
  }
  ctx.restore();
  ctx.fillStyle = BRAND;
  ctx.beginPath();
  ctx.arc(500, 520, 62, 0, Math.PI * 2);
  ctx.fill();
  // "AI" drawn as strokes (no font dependency)
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 10;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(470, 548);
  ctx.lineTo(490, 492);
  ctx.lineTo(510, 548);
  ctx.moveTo(478, 528);
  ctx.lineTo(502, 528);
  ctx.moveTo(530, 492);
  ctx.lineTo(530, 548);
  ctx.stroke();
  ctx.lineCap = 'butt';

  // Bins with counters (bars that grow per sorted photo)
  const counts = [0, 0, 0, 0];
  photos.forEach((p) => {
    if (frame >= p.start + TRAVEL * 2) counts[p.category]! += 1;
  });
  categories.forEach((cat, i) => {
    ctx.fillStyle = 'rgba(255,255,255,0.06)';
    roundRect(ctx, 760, cat.y - 60, 190, 120, 24);
    ctx.fill();
    ctx.fillStyle = cat.color;
    ctx.beginPath();
    ctx.arc(808, cat.y, 24, 0, Math.PI * 2);
    ctx.fill();
    for (let n = 0; n < 4; n += 1) {
      ctx.fillStyle = n < counts[i]! ? cat.color : 'rgba(255,255,255,0.12)';
      roundRect(ctx, 848 + n * 24, cat.y - 22, 16, 44, 6);
      ctx.fill();
    }
  });

  // Photos: slide in along the conveyor, pause in the node (scan), then fly to their bin
  photos.forEach((p) => {
    const local = frame - p.start;
    if (local < 0 || local > TRAVEL * 2) return;
    let x: number;
    let y: number;
    let size = 120;
    if (local < TRAVEL) {
      const t = ease(local / TRAVEL);
      x = lerp(-80, 500, t);
      y = 520;
      size = lerp(130, 100, t);
    } else {
      const t = ease((local - TRAVEL) / TRAVEL);
      const target = categories[p.category]!;
      x = lerp(500, 808, t);
      y = lerp(520, target.y, t);
      size = lerp(100, 46, t);
    }
    drawPhoto(ctx, x, y, size, p.category);
    if (local > TRAVEL - 30 && local < TRAVEL + 20) {
      ctx.strokeStyle = MINT_LIGHT;
      ctx.lineWidth = 5;
      const r = size / 2 + 12;
      ctx.strokeRect(x - r, y - r, r * 2, r * 2);
    }
  });

  // Progress of the batch along the bottom
  ctx.fillStyle = 'rgba(255,255,255,0.1)';
  roundRect(ctx, 100, 900, 800, 14, 7);
  ctx.fill();
  ctx.fillStyle = MINT;
  roundRect(ctx, 100, 900, 800 * (frame / 828), 14, 7);
  ctx.fill();
}
