/**
 * The Chaedle symbol: a home outline with the AI Checker's check mark, on the brand tile. The tile
 * is the drawing's own CSS background (the gradient of the former <rect>, corner 11 of 40): two
 * elements instead of eight, and no gradient id to keep apart between the header and the footer.
 * The header and the footer draw the same symbol as their own ::before (SiteHeader.module.css,
 * SiteFooter.module.css; docs/performance.md, "Render only what is shown"); this element is the
 * logo page's.
 */
export function LogoSymbol({ size = 32 }: { size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      focusable="false"
      style={{ borderRadius: '27.5%', background: 'linear-gradient(135deg, #3b7bff, #1340c2)' }}
    >
      <path
        d="M9.5 19.5 20 10.5l10.5 9V29a1.5 1.5 0 0 1-1.5 1.5H11A1.5 1.5 0 0 1 9.5 29Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path
        d="m14.8 21.8 3.9 3.9 7-7.6"
        fill="none"
        stroke="#5ef0c0"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
