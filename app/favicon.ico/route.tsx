import { ImageResponse } from 'next/og';
import { BrandMark, ogTokens } from '@/components/seo/OgImage';

/**
 * /favicon.ico, prerendered at build time as a PNG (every browser accepts one under this name).
 * Browsers ask for it on every page; without it each page logs a 404. A route handler rather than
 * the icon file convention: the root layout sits under [locale], which would give the icon
 * locale-prefixed URLs that the middleware rewrites.
 */
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(<BrandMark size={64} background={ogTokens.brand} />, {
    width: 64,
    height: 64,
  });
}
