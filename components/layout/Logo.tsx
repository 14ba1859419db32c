/**
 * The Chaedle symbol: a home outline with the AI Checker's check mark, on the brand tile. The tile
 * is the drawing's own CSS background (the gradient of the former <rect>, corner 11 of 40): two
 * elements instead of eight, and no gradient id to keep apart between the header and the footer
 * (docs/performance.md, issue 29's second round).
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

/**
 * Symbol + wordmark, laid out by the link that wraps them (an inline flex row with a 0.5rem gap).
 * The visible word is the link's accessible name.
 */
export function Logo({ name }: { name: string }) {
  return (
    <>
      <LogoSymbol />
      <span
        style={{
          fontWeight: 800,
          fontSize: '1.3rem',
          letterSpacing: '-0.02em',
          color: 'var(--color-ink)',
        }}
      >
        {name}
      </span>
    </>
  );
}
