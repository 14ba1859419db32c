#!/usr/bin/env node
/**
 * "No visible change" for a refactor: screenshots and first-load JavaScript of a served build, taken
 * before and after, then compared pixel by pixel (the method of issue 30's clean-up).
 *
 *   node scripts/visualDiff.mjs shoot <origin> <folder> [path …]   screenshots + first-load JS
 *   node scripts/visualDiff.mjs compare <before folder> <after folder>
 *
 * `shoot` writes, per page and width (390 and 1440), the first screen (where the fixed header and
 * the AI banner are) and the full page, with reduced motion so nothing moves between two runs, plus
 * `first-load-js.json` (gzip bytes per page, scripts/firstLoadJs.mjs). `compare` decodes both PNGs
 * in the browser and counts the pixels that differ; it exits 1 on any difference.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, e2eChromium } from './e2eEnv.mjs';
import { firstLoadJs } from './firstLoadJs.mjs';

const WIDTHS = [390, 1440];
const DEFAULT_PATHS = [
  '/',
  '/ko',
  '/company',
  '/ko/company',
  '/service/why',
  '/contact/customer',
  '/contact/proposal',
  '/contact/faq',
  '/contact/qna',
  '/contact/idea',
  '/contact/alliance',
  '/ko/private/consent/101',
];

const fileOf = (path, width, kind) =>
  `${path === '/' ? 'root' : path.slice(1).replaceAll('/', '_')}@${width}-${kind}.png`;

async function launch() {
  return chromium.launch({ executablePath: e2eChromium(), args: [...chromiumFlags] });
}

async function shoot(origin, folder, paths) {
  mkdirSync(folder, { recursive: true });
  const browser = await launch();
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
        locale: 'en-US',
      });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        // The layout's idle marker: the banner and the lazy parts are in place.
        await page.waitForSelector('html[data-page-idle]', { timeout: 15_000 }).catch(() => {});
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const options = { animations: 'disabled', caret: 'hide' };
        await page.screenshot({ ...options, path: join(folder, fileOf(path, width, 'screen')) });
        await page.screenshot({
          ...options,
          fullPage: true,
          path: join(folder, fileOf(path, width, 'full')),
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const bytes = {};
  for (const path of paths) bytes[path] = (await firstLoadJs(`${origin}${path}`)).bytes;
  writeFileSync(join(folder, 'first-load-js.json'), `${JSON.stringify(bytes, null, 2)}\n`);
  console.log(`${paths.length} pages × ${WIDTHS.length} widths → ${folder}`);
}

async function compare(before, after) {
  const browser = await launch();
  const page = await browser.newPage();
  let different = 0;
  try {
    for (const name of readdirSync(before).filter((file) => file.endsWith('.png'))) {
      const a = readFileSync(join(before, name));
      const b = readFileSync(join(after, name));
      if (a.equals(b)) continue;
      const result = await page.evaluate(
        async ([x, y]) => {
          const decode = async (base64) => {
            const image = await createImageBitmap(
              await (await fetch(`data:image/png;base64,${base64}`)).blob(),
            );
            const canvas = new OffscreenCanvas(image.width, image.height);
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height);
          };
          const [p, q] = [await decode(x), await decode(y)];
          if (p.width !== q.width || p.height !== q.height) {
            return { size: `${p.width}×${p.height} vs ${q.width}×${q.height}` };
          }
          let pixels = 0;
          let box = [Infinity, Infinity, -1, -1];
          for (let i = 0; i < p.data.length; i += 4) {
            if (
              p.data[i] !== q.data[i] ||
              p.data[i + 1] !== q.data[i + 1] ||
              p.data[i + 2] !== q.data[i + 2] ||
              p.data[i + 3] !== q.data[i + 3]
            ) {
              pixels++;
              const x0 = (i / 4) % p.width;
              const y0 = Math.floor(i / 4 / p.width);
              box = [
                Math.min(box[0], x0),
                Math.min(box[1], y0),
                Math.max(box[2], x0),
                Math.max(box[3], y0),
              ];
            }
          }
          return { pixels, box };
        },
        [a.toString('base64'), b.toString('base64')],
      );
      if (result.size || result.pixels > 0) {
        different++;
        console.log(`DIFFERENT ${name}: ${JSON.stringify(result)}`);
      }
    }
  } finally {
    await browser.close();
  }
  const jsBefore = JSON.parse(readFileSync(join(before, 'first-load-js.json'), 'utf8'));
  const jsAfter = JSON.parse(readFileSync(join(after, 'first-load-js.json'), 'utf8'));
  console.log('\nfirst-load JS (gzip bytes): page, before, after, change');
  for (const [path, bytes] of Object.entries(jsBefore)) {
    console.log(`${path}\t${bytes}\t${jsAfter[path]}\t${jsAfter[path] - bytes}`);
  }
  const count = readdirSync(before).filter((file) => file.endsWith('.png')).length;
  console.log(`\n${count - different} of ${count} screenshots identical`);
  process.exit(different ? 1 : 0);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'shoot' && args.length >= 2) {
  await shoot(
    args[0].replace(/\/+$/, ''),
    args[1],
    args.length > 2 ? args.slice(2) : DEFAULT_PATHS,
  );
} else if (command === 'compare' && args.length === 2) {
  await compare(args[0], args[1]);
} else {
  console.error(
    'usage: visualDiff.mjs shoot <origin> <folder> [path …] | compare <before> <after>',
  );
  process.exit(2);
}
