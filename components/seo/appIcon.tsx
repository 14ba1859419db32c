import { ImageResponse } from 'next/og';
import { SiteMarkImage } from './SiteMarkImage';

/**
 * A square PNG of the app icon, `size` pixels wide: the company's mark full-bleed (home screens
 * round the corners themselves, and the mark sits inside the centre 80 % that a maskable icon keeps).
 */
export function appIconResponse(size: number) {
  return new ImageResponse(<SiteMarkImage size={size} rounded={false} />, {
    width: size,
    height: size,
  });
}
