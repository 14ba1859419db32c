/** Scene 1: the AI Checker scans an apartment floor plan (429 frames). */
import {
  INK,
  BRAND,
  MINT,
  MINT_LIGHT,
  LINE,
  RED,
  AMBER,
  clamp,
  ease,
  lerp,
  roundRect,
  type SceneContext,
} from './canvasKit';

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

export function drawScan(ctx: SceneContext, frame: number) {
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
