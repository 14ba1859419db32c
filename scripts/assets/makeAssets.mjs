#!/usr/bin/env node
/**
 * Generates the site's own downloadable assets into public/ (run once; the files are committed):
 *   public/brand/   logo SVGs and PNGs (BI/CI)
 *   public/files/   the catalog and manuals as PDF files
 *   public/video/   the placeholder product video (WebM and MP4), its poster and captions
 * Uses the Playwright Chromium of the test setup, and ffmpeg (libvpx-vp9, libx264) for the video:
 * `node scripts/assets/makeAssets.mjs` makes them all, `node scripts/assets/makeAssets.mjs video` (or `brand`,
 * `files`) one group. Nothing else needs ffmpeg: the files are committed.
 */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = (...parts) => path.join(root, 'public', ...parts);
const groups = ['brand', 'files', 'video'];
const asked = process.argv.slice(2);
for (const group of asked) {
  if (!groups.includes(group)) throw new Error(`unknown group ${group}: ${groups.join(', ')}`);
}
const wanted = (group) => asked.length === 0 || asked.includes(group);
for (const dir of groups) mkdirSync(out(dir), { recursive: true });

// Fonts as data URLs: a page made with setContent cannot load file:// URLs.
const fontData = (weight) =>
  `data:font/woff2;base64,${readFileSync(path.join(root, `node_modules/pretendard/dist/web/static/woff2/Pretendard-${weight}.woff2`)).toString('base64')}`;
const fontUrl = fontData('Bold');
const fontRegularUrl = fontData('Regular');
const fontFace = `@font-face{font-family:P;font-weight:700;src:url(${fontUrl})}@font-face{font-family:P;font-weight:400;src:url(${fontRegularUrl})}`;

/* ---------- Logos ---------- */
const symbol = (x = 0, y = 0, s = 1, rx = 11) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b7bff"/><stop offset="1" stop-color="#1340c2"/></linearGradient></defs>
    <rect width="40" height="40" rx="${rx}" fill="url(#t)"/>
    <path d="M9.5 19.5 20 10.5l10.5 9V29a1.5 1.5 0 0 1-1.5 1.5H11A1.5 1.5 0 0 1 9.5 29Z" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>
    <path d="m14.8 21.8 3.9 3.9 7-7.6" fill="none" stroke="#5ef0c0" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
const wordmark = (color, sub) => `
  <text x="112" y="62" font-family="Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif" font-weight="800" font-size="56" letter-spacing="-1.5" fill="${color}">채들</text>
  <text x="114" y="88" font-family="Pretendard, 'Helvetica Neue', Arial, sans-serif" font-weight="600" font-size="15" letter-spacing="4" fill="${sub}">CHAEDLE</text>`;
const logos = {
  'chaedle-logo.svg': { w: 260, h: 100, body: symbol(10, 10, 2) + wordmark('#0b1220', '#1f5eff') },
  'chaedle-logo-reverse.svg': {
    w: 260,
    h: 100,
    body: symbol(10, 10, 2) + wordmark('#ffffff', '#5ef0c0'),
    bg: '#0b1220',
  },
  'chaedle-symbol.svg': { w: 100, h: 100, body: symbol(10, 10, 2) },
  // The mark the site draws (lib/content/siteMark.ts): the tile full-bleed, corners left to the site.
  'chaedle-icon.svg': { w: 40, h: 40, body: symbol(0, 0, 1, 0), png: false },
};
if (wanted('brand')) {
  for (const [name, logo] of Object.entries(logos)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${logo.w}" height="${logo.h}" viewBox="0 0 ${logo.w} ${logo.h}"><title>Chaedle 채들</title>${logo.body}</svg>\n`;
    writeFileSync(out('brand', name), svg);
  }
}

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ deviceScaleFactor: 4 });

if (wanted('brand')) {
  for (const [name, logo] of Object.entries(logos)) {
    if (logo.png === false) continue;
    const svg = (await import('node:fs'))
      .readFileSync(out('brand', name), 'utf8')
      .replace('<svg ', `<svg style="display:block" `);
    await page.setViewportSize({ width: logo.w, height: logo.h });
    await page.setContent(
      `<style>${fontFace}html,body{margin:0;background:${logo.bg ?? 'transparent'}}text{font-family:P!important}</style>${svg}`,
    );
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: out('brand', name.replace('.svg', '.png')),
      omitBackground: !logo.bg,
    });
  }
}

/* ---------- PDFs ---------- */
// Placeholders (lib/content/copyRegister.json lists them): each says it is a sample and what the
// company's document will cover, and states nothing about the product as fact (docs/copy.md).
const docs = [
  {
    file: 'chaedle-catalog.pdf',
    title: '채들 서비스 카탈로그',
    en: 'Chaedle Service Catalog',
    topics: ['채들 소개', '입주민 앱', '관리자 웹', '작업자 앱', '도입 절차'],
  },
  {
    file: 'chaedle-manual-resident.pdf',
    title: '입주민 앱 매뉴얼',
    en: 'Resident App Manual',
    topics: ['가입과 세대 승인', '하자 접수', '예약', '내 정보 변경'],
  },
  {
    file: 'chaedle-manual-admin.pdf',
    title: '관리자 웹 매뉴얼',
    en: 'Admin Web Manual',
    topics: ['대시보드', 'AI 체커 분류', '작업 지시', '입주민과 공지'],
  },
  {
    file: 'chaedle-manual-crew.pdf',
    title: '작업자 앱 매뉴얼',
    en: 'Crew App Manual',
    topics: ['방문 처리', '하자보수', '입주민 서명'],
  },
];
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
for (const doc of wanted('files') ? docs : []) {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.setContent(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${esc(doc.title)} (${esc(doc.en)})</title><style>
    ${fontFace}
    body{font-family:P,sans-serif;margin:0;color:#111827;word-break:keep-all}
    .cover{height:270mm;padding:28mm 22mm;box-sizing:border-box;background:linear-gradient(135deg,#1f5eff,#1340c2);color:#fff;display:flex;flex-direction:column;justify-content:space-between;page-break-after:always}
    .cover h1{font-size:40px;margin:0 0 8px}.cover p{margin:0;font-size:18px;opacity:.85}
    .brand{display:flex;align-items:center;gap:12px;font-size:28px;font-weight:700}
    .page{padding:22mm}h2{color:#1747c7;font-size:22px;margin:0 0 6px}section{margin-bottom:14mm}section p{font-size:15px;line-height:1.8;margin:0 0 4mm}
  </style></head><body>
    <div class="cover"><div class="brand"><svg width="48" height="48" viewBox="0 0 40 40">${symbol()}</svg>채들 Chaedle</div>
    <div><h1>${esc(doc.title)}</h1><p>${esc(doc.en)}</p></div><p>견본 · Sample</p></div>
    <div class="page"><section><h2>견본 파일 · Sample file</h2>
    <p>이 파일은 다운로드를 확인하기 위한 견본입니다. 회사가 준비한 ${esc(doc.title)}로 같은 이름의 파일을 교체합니다.</p>
    <p>This is a sample file for checking the download. The company's ${esc(doc.en)} will replace it under the same name.</p></section>
    <section><h2>다룰 내용 · Contents to come</h2><p>${doc.topics.map(esc).join(' · ')}</p></section></div>
  </body></html>`);
  await page.evaluate(() => document.fonts.ready);
  await page.pdf({
    path: out('files', doc.file),
    format: 'A4',
    printBackground: true,
    tagged: true,
  });
}

/* ---------- Placeholder product video (WebM and MP4 of the same frames), poster and captions ---------- */
// Every frame is drawn at its own time (frame / FPS), not recorded in real time, so the same script
// gives the same frames on any machine, and both files carry exactly these frames. Two encodings,
// because no one format plays everywhere: Safari before 17.4 plays no WebM, and a Chromium built
// without proprietary codecs (Playwright's own, some Linux packages) plays no H.264. VideoDialog
// lists the WebM first: at the same quality (PSNR about 46 dB against the drawn frames) it is the
// smaller file, and every engine that plays it takes it; the rest take the MP4.
const VIDEO = { width: 640, height: 360, fps: 24, seconds: 6, poster: 4.9 };
const videoEncodings = {
  'chaedle-intro.webm': ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'best'],
  'chaedle-intro.mp4': [
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '29'],
    ...['-profile:v', 'main', '-level:v', '3.0', '-movflags', '+faststart'],
  ],
};
if (wanted('video')) {
  await page.close();
  const videoPage = await browser.newPage({
    deviceScaleFactor: 1,
    viewport: { width: VIDEO.width, height: VIDEO.height },
  });
  await videoPage.setContent(
    `<style>${fontFace}body{margin:0}</style><canvas id="c" width="${VIDEO.width}" height="${VIDEO.height}"></canvas>`,
  );
  await videoPage.evaluate(() => document.fonts.load('700 40px P'));
  const frames = await videoPage.evaluate(({ fps, seconds }) => {
    const canvas = document.getElementById('c');
    const ctx = canvas.getContext('2d');
    const lines = ['채들 Chaedle', 'AI 하자관리 플랫폼', '접수 → AI 분류 → 보수 → 서명'];
    const draw = (t) => {
      const g = ctx.createLinearGradient(0, 0, 640, 360);
      g.addColorStop(0, '#1f5eff');
      g.addColorStop(1, '#0b1220');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, 640, 360);
      ctx.strokeStyle = 'rgba(94,240,192,0.9)';
      ctx.lineWidth = 4;
      const y = 60 + ((t * 120) % 240);
      ctx.beginPath();
      ctx.moveTo(60, y);
      ctx.lineTo(580, y);
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.textAlign = 'center';
      const index = Math.min(lines.length - 1, Math.floor(t / 2));
      ctx.globalAlpha = Math.min(1, (t % 2) * 2);
      ctx.font = '700 40px P';
      ctx.fillText(lines[index], 320, 195);
      ctx.globalAlpha = 1;
    };
    window.drawAt = draw;
    const pngs = [];
    for (let frame = 0; frame < fps * seconds; frame += 1) {
      draw(frame / fps);
      pngs.push(canvas.toDataURL('image/png').slice('data:image/png;base64,'.length));
    }
    return pngs;
  }, VIDEO);
  const input = Buffer.concat(frames.map((png) => Buffer.from(png, 'base64')));
  for (const [name, codec] of Object.entries(videoEncodings)) {
    const ffmpeg = spawnSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'image2pipe'],
        ...['-framerate', String(VIDEO.fps), '-i', '-', '-an', ...codec],
        // BT.709 in the limited range, and said so, as browsers expect of an untagged video.
        ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv', '-pix_fmt', 'yuv420p'],
        ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
        // One thread and no dates or version strings: the same frames give the same bytes.
        ...['-threads', '1', '-fflags', '+bitexact', '-map_metadata', '-1'],
        out('video', name),
      ],
      { input, stdio: ['pipe', 'inherit', 'inherit'], maxBuffer: 1 << 30 },
    );
    if (ffmpeg.error || ffmpeg.status !== 0) {
      throw new Error(`ffmpeg (Debian: apt-get install ffmpeg) failed for ${name}`, {
        cause: ffmpeg.error,
      });
    }
  }
  await videoPage.evaluate((t) => window.drawAt(t), VIDEO.poster);
  await videoPage
    .locator('#c')
    .screenshot({ path: out('video', 'chaedle-intro-poster.jpg'), type: 'jpeg', quality: 80 });
}

const captions = {
  ko: [
    '채들, AI 하자관리 플랫폼',
    '사진 한 장으로 하자를 접수하고',
    'AI 체커가 분류하고, 현장에서 보수를 마칩니다',
  ],
  en: [
    'Chaedle, the AI defect-management platform',
    'Report a defect with one photo',
    'AI Checker sorts it, and crews fix it on site',
  ],
  vi: [
    'Chaedle, nền tảng AI quản lý lỗi nhà ở',
    'Báo lỗi chỉ bằng một bức ảnh',
    'AI Checker phân loại, đội thi công sửa tại chỗ',
  ],
};
for (const [lang, cues] of wanted('video') ? Object.entries(captions) : []) {
  const vtt = [
    'WEBVTT',
    '',
    ...cues.flatMap((cue, i) => [`00:00:0${i * 2}.000 --> 00:00:0${i * 2 + 2}.000`, cue, '']),
  ].join('\n');
  writeFileSync(out('video', `chaedle-intro.${lang}.vtt`), vtt);
}

await browser.close();
console.log('assets written to public/');
