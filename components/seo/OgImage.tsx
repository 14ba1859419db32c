/**
 * The one Open Graph / Twitter card picture (1200×630), rendered by next/og (satori) on the server
 * at build time: the page's translated title on the brand background. Satori takes inline styles
 * only (no CSS variables), so the colours below mirror the design tokens of app/globals.css.
 */
const tokens = {
  brand: '#1f5eff', // --color-brand
  brandStrong: '#1747c7', // --color-brand-strong
  brandSoft: '#eaf0ff', // --color-brand-soft
  accent: '#12b886', // --color-accent
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
        backgroundColor: tokens.brand,
        backgroundImage: `linear-gradient(135deg, ${tokens.brand} 0%, ${tokens.brandStrong} 100%)`,
        color: tokens.surface,
        fontFamily: 'Pretendard',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            backgroundColor: tokens.surface,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div style={{ width: 24, height: 24, borderRadius: 12, backgroundColor: tokens.accent }} />
        </div>
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
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 30, color: tokens.brandSoft }}>
        {/* The home title already carries the tagline. */}
        <div style={{ display: 'flex' }}>{title.includes(tagline) ? '' : tagline}</div>
        <div style={{ display: 'flex' }}>{host}</div>
      </div>
    </div>
  );
}
