import { appIconResponse } from '@/components/seo/appIcon';

/** /icon-512.png: an icon of the web app manifest (app/manifest.ts). Prerendered at build time. */
export const dynamic = 'force-static';

export function GET() {
  return appIconResponse(512);
}
