import { ImageResponse } from 'next/og';

/**
 * The Chaedle symbol (public/brand/chaedle-symbol.svg, drawn by scripts/assets/makeAssets.mjs) as a
 * full-bleed square: home screens round the corners themselves, and the mark sits inside the
 * centre 80 % that a maskable icon keeps.
 */
const symbolSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b7bff"/><stop offset="1" stop-color="#1340c2"/></linearGradient></defs>
<rect width="40" height="40" fill="url(#t)"/>
<path d="M9.5 19.5 20 10.5l10.5 9V29a1.5 1.5 0 0 1-1.5 1.5H11A1.5 1.5 0 0 1 9.5 29Z" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>
<path d="m14.8 21.8 3.9 3.9 7-7.6" fill="none" stroke="#5ef0c0" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const symbolUrl = `data:image/svg+xml;base64,${Buffer.from(symbolSvg).toString('base64')}`;

/** A square PNG of the app icon, `size` pixels wide. */
export function appIconResponse(size: number) {
  return new ImageResponse(
    // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by next/og, not a page
    <img src={symbolUrl} width={size} height={size} alt="" />,
    { width: size, height: size },
  );
}
