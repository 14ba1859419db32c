import { useId } from 'react';

/**
 * The Chaedle symbol: a home outline with the AI Checker's check mark, on the brand tile. Each
 * drawing has its own gradient id: the header's and the footer's share a page, and a fill that
 * pointed at the other one's <defs> would vanish with it when that one is hidden.
 */
export function LogoSymbol({ size = 32 }: { size?: number }) {
  const tile = `chaedle-tile${useId()}`;
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 40 40" focusable="false">
      <defs>
        <linearGradient id={tile} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b7bff" />
          <stop offset="1" stopColor="#1340c2" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${tile})`} />
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

/** Symbol + wordmark. The visible word is the accessible name of the link that wraps it. */
export function Logo({ name }: { name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
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
    </span>
  );
}
