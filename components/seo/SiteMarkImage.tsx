import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_MARK_PATH } from '@/lib/content/siteMark';

let dataUrl: string | undefined;

/**
 * The company's mark (public/brand/chaedle-icon.svg, lib/content/siteMark.ts) as next/og draws it
 * at build time: read from the file, so the favicon, the app icons and the social images show
 * whatever file the register holds, the placeholder until the company's own is in place.
 */
function siteMarkDataUrl(): string {
  dataUrl ??= `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), 'public', SITE_MARK_PATH)).toString('base64')}`;
  return dataUrl;
}

/** The mark `size` pixels wide: with the site's rounded corners, or full-bleed for a home screen. */
export function SiteMarkImage({ size, rounded = true }: { size: number; rounded?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by next/og, not a page
    <img
      src={siteMarkDataUrl()}
      width={size}
      height={size}
      alt=""
      style={rounded ? { borderRadius: size * 0.275 } : undefined}
    />
  );
}
