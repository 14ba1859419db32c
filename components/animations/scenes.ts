/**
 * The two presentation animations (docs/product.md, "Constants"), drawn in code on a 1000×1000
 * logical canvas at 60 fps. Each scene is a pure function of the frame number, so any frame can be
 * drawn (the still frame for reduced motion, or a frame picked by a test).
 */

export type Scene = {
  frames: number;
  still: number;
  draw: (ctx: CanvasRenderingContext2D, frame: number) => void;
};

const INK = '#0b1220';
const BRAND = '#1f5eff';
const MINT = '#12b886';
const MINT_LIGHT = '#5ef0c0';
const LINE = '#c9d3e6';
const SOFT = '#eaf0ff';
const RED = '#f03e3e';
const AMBER = '#f59f00';

const clamp = (v: number, min = 0, max = 1) => Math.min(max, Math.max(min, v));
const ease = (t: number) => 1 - Math.pow(1 - clamp(t), 3);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/* ---------- Scene 1: the AI Checker scans an apartment floor plan (429 frames) ---------- */

const rooms = [
  { x: 150, y: 170, w: 380, h: 300 }, // living room
  { x: 530, y: 170, w: 320, h: 220 }, // bedroom 1
  { x: 530, y: 390, w: 320, h: 240 }, // bedroom 2
  { x: 150, y: 470, w: 220, h: 160 }, // kitchen
  { x: 370, y: 470, w: 160, h: 160 }, // bathroom
  { x: 150, y: 630, w: 700, h: 200 }, // balcony + hall
];

const defects = [
  { x: 300, y: 290, color: RED, kind: 0 },
  { x: 700, y: 300, color: AMBER, kind: 1 },
  { x: 450, y: 550, color: BRAND, kind: 2 },
  { x: 760, y: 520, color: RED, kind: 0 },
  { x: 260, y: 720, color: AMBER, kind: 1 },
];

function drawScan(ctx: CanvasRenderingContext2D, frame: number) {
  const scanStart = 40;
  const scanEnd = 280;
  const beamY = lerp(150, 850, clamp((frame - scanStart) / (scanEnd - scanStart)));
  const fadeOut = 1 - clamp((frame - 400) / 29);

  ctx.clearRect(0, 0, 1000, 1000);
  // Paper
  const bg = ctx.createLinearGradient(0, 0, 1000, 1000);
  bg.addColorStop(0, '#f6f9ff');
  bg.addColorStop(1, '#e9f0ff');
  ctx.fillStyle = bg;
  roundRect(ctx, 0, 0, 1000, 1000, 60);
  ctx.fill();

  // Grid
  ctx.strokeStyle = 'rgba(31, 94, 255, 0.07)';
  ctx.lineWidth = 2;
  for (let i = 50; i < 1000; i += 50) {
    ctx.beginPath();
    ctx.moveTo(i, 40);
    ctx.lineTo(i, 960);
    ctx.moveTo(40, i);
    ctx.lineTo(960, i);
    ctx.stroke();
  }

  ctx.globalAlpha = fadeOut;
  // Floor plan: rooms drawn in as the plan "loads" (frames 0-40)
  const build = ease(frame / 40);
  ctx.lineJoin = 'round';
  rooms.forEach((room, index) => {
    const t = clamp(build * rooms.length - index);
    ctx.fillStyle = index % 2 ? '#ffffff' : '#fbfcff';
    ctx.globalAlpha = fadeOut * t;
    ctx.fillRect(room.x, room.y, room.w, room.h);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 10;
    ctx.strokeRect(room.x, room.y, room.w, room.h);
  });
  ctx.globalAlpha = fadeOut;
  // Doors
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 6;
  [
    [530, 250, 90, 0],
    [530, 450, 90, Math.PI / 2],
    [370, 520, 70, -Math.PI / 2],
  ].forEach(([x, y, r, a]) => {
    ctx.beginPath();
    ctx.arc(x!, y!, r!, a!, a! + Math.PI / 2);
    ctx.stroke();
  });

  // Scan beam
  if (frame >= scanStart && frame <= scanEnd + 20) {
    const alpha = frame > scanEnd ? 1 - (frame - scanEnd) / 20 : 1;
    const glow = ctx.createLinearGradient(0, beamY - 120, 0, beamY);
    glow.addColorStop(0, 'rgba(31, 94, 255, 0)');
    glow.addColorStop(1, `rgba(31, 94, 255, ${0.22 * alpha})`);
    ctx.fillStyle = glow;
    ctx.fillRect(120, beamY - 120, 760, 120);
    ctx.strokeStyle = `rgba(31, 94, 255, ${alpha})`;
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(110, beamY);
    ctx.lineTo(890, beamY);
    ctx.stroke();
  }

  // Defects appear when the beam has passed them
  let found = 0;
  defects.forEach((d, index) => {
    const seenAt = scanStart + ((d.y - 150) / 700) * (scanEnd - scanStart);
    const t = (frame - seenAt) / 24;
    if (t <= 0) return;
    found += 1;
    const pop = ease(t);
    const pulse = (frame - seenAt + index * 13) % 60;
    ctx.strokeStyle = d.color;
    ctx.globalAlpha = fadeOut * clamp(1 - pulse / 60) * 0.6;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(d.x, d.y, 26 + pulse * 0.9, 0, Math.PI * 2);
    ctx.stroke();
    ctx.globalAlpha = fadeOut;
    ctx.fillStyle = d.color;
    ctx.beginPath();
    ctx.arc(d.x, d.y, 22 * pop, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 5;
    ctx.beginPath();
    if (d.kind === 0) {
      ctx.moveTo(d.x - 8 * pop, d.y - 10 * pop);
      ctx.lineTo(d.x + 2 * pop, d.y);
      ctx.lineTo(d.x - 4 * pop, d.y + 4 * pop);
      ctx.lineTo(d.x + 8 * pop, d.y + 12 * pop);
    } else if (d.kind === 1) {
      ctx.arc(d.x, d.y + 3 * pop, 7 * pop, 0, Math.PI * 2);
    } else {
      ctx.rect(d.x - 8 * pop, d.y - 8 * pop, 16 * pop, 16 * pop);
    }
    ctx.stroke();
    // Tag with a confidence bar
    const tagW = 120 * pop;
    ctx.fillStyle = INK;
    roundRect(ctx, d.x + 30, d.y - 44, tagW, 40, 12);
    ctx.fill();
    if (pop > 0.6) {
      ctx.fillStyle = MINT_LIGHT;
      roundRect(ctx, d.x + 44, d.y - 28, (tagW - 28) * clamp((t - 0.6) * 2), 8, 4);
      ctx.fill();
    }
  });

  // Summary card (frames 290-400)
  const card = ease((frame - 290) / 30);
  if (card > 0) {
    const y = lerp(1000, 846, card);
    ctx.fillStyle = INK;
    roundRect(ctx, 250, y, 500, 110, 28);
    ctx.fill();
    ctx.fillStyle = MINT;
    ctx.beginPath();
    ctx.arc(310, y + 55, 28, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 7;
    ctx.beginPath();
    ctx.moveTo(296, y + 56);
    ctx.lineTo(306, y + 66);
    ctx.lineTo(326, y + 44);
    ctx.stroke();
    for (let i = 0; i < found; i += 1) {
      ctx.fillStyle = [RED, AMBER, BRAND, RED, AMBER][i]!;
      roundRect(ctx, 370 + i * 70, y + 38, 52, 34, 10);
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
}

/* ---------- Scene 2: defect photos classified into categories (829 frames) ---------- */

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

function drawPhoto(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  kind: number,
) {
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

function drawClassify(ctx: CanvasRenderingContext2D, frame: number) {
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

export const scenes = {
  scan: { frames: 429, still: 360, draw: drawScan },
  classify: { frames: 829, still: 700, draw: drawClassify },
} satisfies Record<string, Scene>;

export type SceneId = keyof typeof scenes;
