import { SiteMarkImage } from './SiteMarkImage';

/**
 * The one Open Graph / Twitter card picture (1200×630), rendered by next/og (satori) on the server
 * at build time: the company's mark and the page's translated title on the brand background. Satori takes inline styles
 * only (no CSS variables), so the colours below mirror the design tokens of app/globals.css.
 */
export const ogTokens = {
  brand: '#1f5eff', // --color-brand
  brandStrong: '#1747c7', // --color-brand-strong
  brandSoft: '#eaf0ff', // --color-brand-soft
  surface: '#ffffff', // --color-surface
} as const;

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type OgImageProps = {
  /** Translated page title (Pages.<id>.title). */
  title: string;
  /** Translated site name (Meta.siteName). */
  siteName: string;
  /** Translated tagline (Meta.tagline). */
  tagline: string;
  /** Host shown in the corner, e.g. chaedle.com. */
  host: string;
};

export function OgImage({ title, siteName, tagline, host }: OgImageProps) {
  // Long titles (Vietnamese) step down so they stay on two lines.
  const titleSize = title.length > 34 ? 64 : title.length > 20 ? 76 : 88;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        backgroundColor: ogTokens.brand,
        backgroundImage: `linear-gradient(135deg, ${ogTokens.brand} 0%, ${ogTokens.brandStrong} 100%)`,
        color: ogTokens.surface,
        fontFamily: 'Pretendard',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <SiteMarkImage size={56} />
        <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }}>{siteName}</div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: titleSize,
          fontWeight: 700,
          lineHeight: 1.25,
          letterSpacing: -1,
          maxWidth: 1040,
        }}
      >
        {title}
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 30,
          color: ogTokens.brandSoft,
        }}
      >
        {/* The home title already carries the tagline. */}
        <div style={{ display: 'flex' }}>{title.includes(tagline) ? '' : tagline}</div>
        <div style={{ display: 'flex' }}>{host}</div>
      </div>
    </div>
  );
}
