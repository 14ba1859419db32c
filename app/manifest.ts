import type { MetadataRoute } from 'next';

/**
 * /manifest.webmanifest: what a phone shows when the site is added to its home screen. One file
 * for every language, so the names are the brand's own (Korean first, then the Latin name).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: '채들 Chaedle',
    short_name: '채들',
    description: 'AI 하자관리 플랫폼 · AI housing-defect management platform',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
