import { appIconResponse } from '@/components/seo/appIcon';

/** /apple-touch-icon.png (180×180): the home-screen icon iOS asks for. Prerendered at build time. */
export const dynamic = 'force-static';

export function GET() {
  return appIconResponse(180);
}
