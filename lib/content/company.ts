/**
 * Company facts (lib/content/companyFacts.json, edited by the marketing team) as the site shows them,
 * and the QR codes, the product video and the downloads. A fact that is still a placeholder is
 * `undefined` here (lib/content/siteFacts.ts), so its sample value never reaches a page: components
 * show a marked gap (components/ui/PlaceholderGap.tsx) or leave it out, and a declared production
 * build refuses to run while any placeholder remains (lib/config/companyFacts.mjs factProblems).
 * Server components read the facts here and hand them to the components that show them as props.
 */
import { appRedirectUrl, type AppId } from '@/lib/routing/appRedirect';
import facts from '@/lib/content/companyFacts.json';
import { env } from '@/lib/config/env';
import { resolveFacts } from './siteFacts';

/** The site's facts: the real file, NEXT_PUBLIC_ADMIN_SITE_URL confirming the admin site. */
export const siteFacts = resolveFacts(facts, { NEXT_PUBLIC_ADMIN_SITE_URL: env.adminSiteUrl });

/** The company's details in a language; each is undefined while it is a placeholder. */
export const companyDetails = siteFacts.company;
/** The privacy officer, the department and the policy's date; each undefined while a placeholder. */
export const privacyFacts = siteFacts.privacy;
/** Store pages of the two apps; undefined while a URL is a placeholder. */
export const storeLinks = siteFacts.storeLinks;
/** The admin web page: NEXT_PUBLIC_ADMIN_SITE_URL, else the confirmed fact; undefined otherwise. */
export const adminSiteUrl = siteFacts.adminSiteUrl;
/** Social links in footer order; `url` undefined while it is a placeholder. */
export const socialLinks = siteFacts.socialLinks;
/** Figures on the home page; undefined while placeholders. */
export const figures = siteFacts.figures;

/**
 * The URL an app's QR code encodes: /app/<app> on the canonical origin, which sends an iPhone to
 * the App Store, an Android phone to Google Play and anything else to the download page.
 */
export function qrTarget(app: AppId): string {
  return appRedirectUrl(env.siteUrl, app);
}

/** Options of every QR code on the site (rendered on the server with the qrcode package). */
export const qrCodeOptions = {
  type: 'svg',
  margin: 1,
  errorCorrectionLevel: 'M',
  color: { dark: '#111827', light: '#ffffff' },
} as const;

/**
 * The product video of the home page's video dialog. `sources` are a placeholder shipped with the
 * site (public/video, placeholders made here); replace them with the real product video, in
 * both formats. The browser plays the first it can: the WebM (VP9, the smaller file), else the MP4
 * (H.264), for Safari before 17.4, which plays no WebM. The `codecs` let a browser skip a file it
 * cannot decode without fetching it. A video on another origin also needs that origin in the
 * media-src of the Content-Security-Policy (lib/security/securityHeaders.mjs).
 */
export const productVideo = {
  sources: [
    { url: '/video/chaedle-intro.webm', type: 'video/webm; codecs="vp9"' },
    { url: '/video/chaedle-intro.mp4', type: 'video/mp4; codecs="avc1.4D401E"' },
  ],
  poster: '/video/chaedle-intro-poster.jpg',
  /** Captions per language (WebVTT in public/video). */
  captions: {
    ko: '/video/chaedle-intro.ko.vtt',
    en: '/video/chaedle-intro.en.vtt',
    vi: '/video/chaedle-intro.vi.vtt',
  },
  width: 640,
  height: 360,
} as const;

/** Downloadable files of /company/download and /company/logo (placeholders until the company's arrive). */
export const downloads = {
  catalog: { href: '/files/chaedle-catalog.pdf' },
  manuals: [
    { id: 'resident', href: '/files/chaedle-manual-resident.pdf' },
    { id: 'admin', href: '/files/chaedle-manual-admin.pdf' },
    { id: 'crew', href: '/files/chaedle-manual-crew.pdf' },
  ],
  logos: [
    { id: 'primary', svg: '/brand/chaedle-logo.svg', png: '/brand/chaedle-logo.png' },
    {
      id: 'reverse',
      svg: '/brand/chaedle-logo-reverse.svg',
      png: '/brand/chaedle-logo-reverse.png',
    },
    { id: 'symbol', svg: '/brand/chaedle-symbol.svg', png: '/brand/chaedle-symbol.png' },
  ],
} as const;
