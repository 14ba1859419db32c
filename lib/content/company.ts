/**
 * Company facts (lib/content/companyFacts.json, edited by the marketing team) as typed values, store
 * links, QR codes, the product video and the downloads. A fact that is still a placeholder is
 * `undefined` here, so its sample value never reaches a page: components show a marked gap
 * (components/ui/PlaceholderGap.tsx) or leave it out, and a declared production build refuses to run
 * while any placeholder remains (lib/config/companyFacts.mjs factProblems).
 */
import type { Locale } from '@/i18n/routing';
import { appRedirectUrl, type AppId } from '@/lib/routing/appRedirect';
import facts from '@/lib/content/companyFacts.json';
import { env } from '@/lib/config/env';

export type Fact<T> = { readonly value: T; readonly placeholder: boolean };
type Localized = Readonly<Record<Locale, string>>;

/** The fact's value once confirmed (`"placeholder": false`); undefined while it is a sample. */
export function confirmedValue<T>(fact: Fact<T>): T | undefined {
  return fact.placeholder === false ? fact.value : undefined;
}

const localized = (fact: Fact<Localized>, locale: Locale) => confirmedValue(fact)?.[locale];

/** The company's details in a language; each is undefined while it is a placeholder. */
export function companyDetails(locale: Locale) {
  const c = facts.company;
  return {
    legalName: localized(c.legalName, locale),
    representative: localized(c.representative, locale),
    businessNumber: confirmedValue(c.businessNumber),
    address: localized(c.address, locale),
    phone: confirmedValue(c.phone),
    fax: confirmedValue(c.fax),
    email: confirmedValue(c.email),
    supportHours: localized(c.supportHours, locale),
  };
}
export type CompanyDetails = ReturnType<typeof companyDetails>;

/**
 * The privacy officer, the complaints department and the policy's effective date (ISO
 * yyyy-mm-dd); each undefined while a placeholder.
 */
export function privacyFacts(locale: Locale) {
  const p = facts.privacy;
  return {
    officer: {
      name: localized(p.officerName, locale),
      position: localized(p.officerPosition, locale),
      email: confirmedValue(p.officerEmail),
      phone: confirmedValue(p.officerPhone),
    },
    department: {
      name: localized(p.departmentName, locale),
      email: confirmedValue(p.departmentEmail),
      phone: confirmedValue(p.departmentPhone),
    },
    effectiveDate: confirmedValue(p.effectiveDate),
  };
}

export type StoreId = 'googlePlay' | 'appStore';
export type AppStoreLinks = Readonly<Record<StoreId, string | undefined>>;

/** Store pages of the two apps; undefined while a URL is a placeholder. */
export const storeLinks: Readonly<Record<AppId, AppStoreLinks>> = {
  resident: {
    googlePlay: confirmedValue(facts.links.residentGooglePlay),
    appStore: confirmedValue(facts.links.residentAppStore),
  },
  crew: {
    googlePlay: confirmedValue(facts.links.crewGooglePlay),
    appStore: confirmedValue(facts.links.crewAppStore),
  },
};

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

/** The admin web page: NEXT_PUBLIC_ADMIN_SITE_URL, else the confirmed fact; undefined otherwise. */
export const adminSiteUrl: string | undefined =
  env.adminSiteUrl ?? confirmedValue(facts.links.adminSite);

export const socialIds = ['youtube', 'instagram', 'blog'] as const;
export type SocialId = (typeof socialIds)[number];

/** Social links in footer order; `url` undefined while it is a placeholder. */
export const socialLinks: readonly { id: SocialId; url: string | undefined }[] = socialIds.map(
  (id) => ({ id, url: confirmedValue(facts.links[id]) }),
);

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

/** Figures on the home page (sites, defects, average defects per household); undefined while placeholders. */
export const figures = {
  sites: confirmedValue(facts.figures.sites),
  defects: confirmedValue(facts.figures.defects),
  perHousehold: confirmedValue(facts.figures.perHousehold),
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
