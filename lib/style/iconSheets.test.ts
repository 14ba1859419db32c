import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BACKGROUND_ICONS,
  MASK_ICONS,
  cellPosition,
  iconSheetsCss,
  sheetLayout,
  sheetSvg,
} from './iconSheets.mjs';

const root = join(__dirname, '..', '..');

/** Every stylesheet of the site, as [path, text]. */
function stylesheets(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css') && entry.name !== 'iconSheets.css')
        found.push([path, readFileSync(join(root, path), 'utf8')]);
    }
  };
  walk('app');
  walk('components');
  return found;
}

describe('the icon sheets', () => {
  it('app/iconSheets.css is what scripts/assets/iconSheets.mjs writes from the icons', () => {
    // Out of date after an icon changed: run `node scripts/assets/iconSheets.mjs`.
    expect(readFileSync(join(root, 'app', 'iconSheets.css'), 'utf8')).toBe(iconSheetsCss());
  });

  it.each([
    ['mask', MASK_ICONS],
    ['background', BACKGROUND_ICONS],
  ])(
    'the %s sheet puts each icon on a square box of any size, with empty cells between icons',
    (_, icons) => {
      const { cells, at } = sheetLayout(icons);
      for (const [name, index] of Object.entries(at)) {
        for (const side of [12, 20, 34, 40]) {
          // A background/mask position of p% moves the image by p% of (box − image).
          const shift = (parseFloat(cellPosition(index, cells)) / 100) * (side - cells * side);
          expect({ name, side, shift: Math.round(shift * 1000) / 1000 }).toEqual({
            name,
            side,
            shift: -index * side,
          });
        }
      }
      const indexes = Object.values(at).sort((a, b) => a - b);
      expect(indexes).toEqual(indexes.map((_, i) => i * 2));
      expect(indexes.at(-1)).toBe(cells - 1);
    },
  );

  it('draws each icon in a cell of its own viewBox', () => {
    const svg = sheetSvg({
      a: { viewBox: '0 0 12 12', body: '<path/>' },
      b: { viewBox: '0 0 40 40', body: '<circle/>' },
    });
    expect(svg).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 24'>" +
        "<svg x='0' width='24' height='24' viewBox='0 0 12 12'><path/></svg>" +
        "<svg x='48' width='24' height='24' viewBox='0 0 40 40'><circle/></svg></svg>",
    );
  });

  it('every icon a stylesheet names is in a sheet, and masks and backgrounds keep to their own sheet', () => {
    const problems: string[] = [];
    for (const [path, text] of stylesheets()) {
      // An SVG of its own would be a document of its own again.
      expect(text).not.toMatch(/data:image\/svg/);
      const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, property = '', value = ''] of css.matchAll(
        /(?:^|[{;])\s*([\w-]+)\s*:([^;{}]*var\(--icon-[^;{}]*);/g,
      )) {
        for (const [, name = ''] of value.matchAll(/var\(--icon-([a-z-]+)\)/g)) {
          const sheet =
            name in MASK_ICONS ? 'mask' : name in BACKGROUND_ICONS ? 'background' : null;
          if (!sheet) problems.push(`${path}: --icon-${name} is in no sheet`);
          // A custom property (--floating-icon, --logo-symbol) is checked where it is used.
          else if (!property.startsWith('--') && !property.startsWith(sheet))
            problems.push(`${path}: ${property} draws the ${sheet} icon ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
