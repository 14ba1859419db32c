/**
 * The icons the stylesheets draw (masks over the text colour, and a few coloured backgrounds), as
 * two SVG sheets: Chromium sets up every distinct SVG image as a document of its own, inside the
 * style recalculation that first names it, and one per icon was most of the home page's style time
 * (docs/performance.md). scripts/assets/iconSheets.mjs writes app/iconSheets.css from this.
 *
 * A sheet is one row of square cells, an empty cell between two icons so that nothing of a
 * neighbour bleeds into a box. An icon is drawn by a square box showing its sheet at the box's
 * height (`auto 100%`) and shifted by a percentage, which puts the cell on the box whatever its
 * size: a position of p% moves the sheet by p% of (box width − sheet width).
 *
 * A sheet is used in one way only: masks are fetched in CORS mode and backgrounds are not, and
 * Chromium does not share one image between the two.
 */

/** Masks: only their shape counts; the box's background (the text colour) fills it. */
export const MASK_ICONS = {
  close: {
    viewBox: '0 0 24 24',
    body: "<path d='M6 6l12 12M18 6 6 18' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  'close-bold': {
    viewBox: '0 0 24 24',
    body: "<path d='M6 6l12 12M18 6 6 18' fill='none' stroke='#000' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  globe: {
    viewBox: '0 0 24 24',
    body: "<path fill='#000' d='M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z'/>",
  },
  menu: {
    viewBox: '0 0 24 24',
    body: "<path d='M4 7h16M4 12h16M4 17h16' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  chevron: {
    viewBox: '0 0 12 12',
    body: "<path d='m2.5 4.5 3.5 3.5 3.5-3.5' fill='none' stroke='#000' stroke-width='1.6' stroke-linecap='round'/>",
  },
  download: {
    viewBox: '0 0 24 24',
    body: "<path d='M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14' fill='none' stroke='#000' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  'external-link': {
    viewBox: '0 0 24 24',
    body: "<path d='M7 17 17 7m0 0H9m8 0v8' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  monitor: {
    viewBox: '0 0 24 24',
    body: "<path d='M4 5h16v11H4zM9 20h6M12 16v4' fill='none' stroke='#000' stroke-width='2' stroke-linejoin='round'/>",
  },
  document: {
    viewBox: '0 0 24 24',
    body: "<path d='M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5' fill='none' stroke='#000' stroke-width='2' stroke-linejoin='round'/>",
  },
  chat: {
    viewBox: '0 0 24 24',
    body: "<path d='M4 5h16v11H9l-5 4z' fill='none' stroke='#000' stroke-width='2' stroke-linejoin='round'/>",
  },
};

/** Backgrounds: drawn in their own colours. */
export const BACKGROUND_ICONS = {
  // The company's mark while it is a placeholder (lib/content/siteMark.ts): the drawing of
  // public/brand/chaedle-icon.svg without its tile (the tile is a CSS gradient under it).
  'logo-symbol': {
    viewBox: '0 0 40 40',
    body: "<path d='M9.5 19.5 20 10.5l10.5 9V29a1.5 1.5 0 0 1-1.5 1.5H11A1.5 1.5 0 0 1 9.5 29Z' fill='none' stroke='#fff' stroke-width='2.6' stroke-linejoin='round'/><path d='m14.8 21.8 3.9 3.9 7-7.6' fill='none' stroke='#5ef0c0' stroke-width='2.8' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  // A 14 px triangle in the middle of a 34 px round button.
  play: {
    viewBox: '0 0 34 34',
    body: "<svg x='10' y='10' width='14' height='14' viewBox='0 0 24 24'><path d='M7 4.5v15l13-7.5L7 4.5Z' fill='#fff'/></svg>",
  },
  check: {
    viewBox: '0 0 20 20',
    body: "<path d='m6 10.5 2.6 2.6L14 7.5' fill='none' stroke='#0c8a66' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/>",
  },
  // The AI banner's scanner, three layers: the dot over the moving scan line over the tile.
  'scanner-dot': {
    viewBox: '0 0 40 40',
    body: "<circle cx='26' cy='15' r='2.4' fill='#ff6b6b'/>",
  },
  'scanner-line': {
    viewBox: '0 0 40 40',
    body: "<path d='M8 20h24' stroke='#3b7bff' stroke-width='2.4' stroke-linecap='round'/>",
  },
  'scanner-tile': {
    viewBox: '0 0 40 40',
    body: "<rect width='40' height='40' rx='12' fill='#0b1220'/><rect x='8' y='10' width='24' height='20' rx='3' fill='none' stroke='#5ef0c0' stroke-width='2'/>",
  },
};

/** The sheet's cell size in its own units; any size works, the boxes scale the sheet. */
const CELL = 24;

/** Where each icon sits: its cell index (every other cell) and the sheet's width in cells. */
export function sheetLayout(icons) {
  const names = Object.keys(icons);
  const cells = names.length * 2 - 1;
  return { cells, at: Object.fromEntries(names.map((name, index) => [name, index * 2])) };
}

/** The sheet as SVG markup: each icon in its cell, in its own viewBox. */
export function sheetSvg(icons) {
  const { cells, at } = sheetLayout(icons);
  const drawn = Object.entries(icons)
    .map(
      ([name, { viewBox, body }]) =>
        `<svg x='${at[name] * CELL}' width='${CELL}' height='${CELL}' viewBox='${viewBox}'>${body}</svg>`,
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${cells * CELL} ${CELL}'>${drawn}</svg>`;
}

/** The percentage that shifts a sheet of `cells` cells so that the cell at `index` fills a square box. */
export function cellPosition(index, cells) {
  if (cells === 1) return '0%';
  return `${Number(((index / (cells - 1)) * 100).toFixed(4))}%`;
}

const dataUrl = (svg) =>
  `url("data:image/svg+xml,${svg.replaceAll('%', '%25').replaceAll('#', '%23').replaceAll('<', '%3C').replaceAll('>', '%3E')}")`;

/** One sheet's custom properties: the image, then one layer per icon (`--icon-<name>`). */
function sheetProperties(sheetName, icons) {
  const { cells, at } = sheetLayout(icons);
  return [
    `  --${sheetName}: ${dataUrl(sheetSvg(icons))};`,
    ...Object.keys(icons).map(
      (name) =>
        `  --icon-${name}: var(--${sheetName}) ${cellPosition(at[name], cells)} 0 / auto 100% no-repeat;`,
    ),
  ];
}

/** app/iconSheets.css. */
export function iconSheetsCss() {
  return [
    '/* Written by scripts/assets/iconSheets.mjs from lib/style/iconSheets.mjs; edit those, not this.',
    '   Each --icon-<name> is one layer of `mask` (the mask sheet) or `background` (the background',
    '   sheet) for a square box (docs/performance.md). */',
    ':root {',
    ...sheetProperties('icon-mask-sheet', MASK_ICONS),
    ...sheetProperties('icon-background-sheet', BACKGROUND_ICONS),
    '}',
    '',
  ].join('\n');
}
