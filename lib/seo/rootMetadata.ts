import type { Metadata, Viewport } from 'next';

export type RootMetadataConfig = {
  googleSiteVerification?: string;
  naverSiteVerification?: string;
};

/** Path of the home-screen icon iOS asks for (app/apple-touch-icon.png/route.tsx). */
export const APPLE_TOUCH_ICON = '/apple-touch-icon.png';
/** The web app manifest (app/manifest.ts). */
export const MANIFEST = '/manifest.webmanifest';

/**
 * Metadata every page shares (the [locale] root layout): Korean web conventions. Numbers on the
 * site are not phone numbers unless they are tel: links, so mobile browsers must not guess;
 * search-console verification tags only when their variables are set (README).
 */
export function rootMetadata({
  googleSiteVerification,
  naverSiteVerification,
}: RootMetadataConfig): Metadata {
  const verification: NonNullable<Metadata['verification']> = {};
  if (googleSiteVerification) verification.google = googleSiteVerification;
  if (naverSiteVerification)
    verification.other = { 'naver-site-verification': naverSiteVerification };
  return {
    formatDetection: { telephone: false, address: false, email: false },
    manifest: MANIFEST,
    icons: { apple: [{ url: APPLE_TOUCH_ICON, sizes: '180x180', type: 'image/png' }] },
    ...(Object.keys(verification).length > 0 ? { verification } : {}),
  };
}

/**
 * Light only: `color-scheme: only light` (this meta tag and the CSS) forbids the browser to
 * recolour the page, so Samsung Internet's and Chrome's forced dark modes leave the logo and
 * illustrations alone.
 */
export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
  colorScheme: 'only light',
};
