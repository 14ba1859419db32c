import type { MetadataRoute } from 'next';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

/**
 * /manifest.webmanifest: what a phone shows when the site is added to its home screen. One file
 * for every language, so the names are the brand's own (Korean first, then the Latin name), from
 * the messages' site name and tagline.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${ko.Meta.siteName} ${en.Meta.siteName}`,
    short_name: ko.Meta.siteName,
    description: `${ko.Meta.tagline} · ${en.Meta.tagline}`,
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
