import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { OG_IMAGE_SIZE, OgImage } from '@/components/seo/OgImage';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/config/env';
import { marketingPages, type MarketingPageId } from '@/lib/content/site';

/**
 * /og/<locale>/<page id>.png: the Open Graph / Twitter picture of every marketing page in every
 * language, prerendered at build time (server only, no client JavaScript). The .png suffix keeps
 * the middleware (locale negotiation) off these URLs.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const pageIds = Object.keys(marketingPages) as MarketingPageId[];

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    pageIds.map((page) => ({ locale, image: `${page}.png` })),
  );
}

// Satori reads OTF/TTF/WOFF but not WOFF2; Pretendard's OTF covers Hangul, Latin and Vietnamese.
const fontDir = join(process.cwd(), 'node_modules/pretendard/dist/public/static');
let fonts: Promise<[Buffer, Buffer]> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(join(fontDir, 'Pretendard-Regular.otf')),
    readFile(join(fontDir, 'Pretendard-Bold.otf')),
  ]);
  return fonts;
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; image: string }> },
) {
  const { locale, image } = await params;
  const page = image.replace(/\.png$/, '') as MarketingPageId;
  if (!(routing.locales as readonly string[]).includes(locale) || !pageIds.includes(page)) {
    return new Response('Not found', { status: 404 });
  }
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Pages' });
  const meta = await getTranslations({ locale: locale as Locale, namespace: 'Meta' });
  const [regular, bold] = await loadFonts();
  return new ImageResponse(
    <OgImage
      title={t(`${page}.title`)}
      siteName={meta('siteName')}
      tagline={meta('tagline')}
      host={new URL(env.deploymentUrl).host}
    />,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'Pretendard', data: regular, weight: 400, style: 'normal' },
        { name: 'Pretendard', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
