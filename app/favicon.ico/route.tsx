import { ImageResponse } from 'next/og';
import { SiteMarkImage } from '@/components/seo/SiteMarkImage';

/**
 * /favicon.ico, prerendered at build time as a PNG (every browser accepts one under this name): the
 * company's mark (components/seo/SiteMarkImage.tsx).
 * Browsers ask for it on every page; without it each page logs a 404. A route handler rather than
 * the icon file convention: the root layout sits under [locale], which would give the icon
 * locale-prefixed URLs that the middleware rewrites.
 */
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(<SiteMarkImage size={64} />, {
    width: 64,
    height: 64,
  });
}
