import type { ReactNode } from 'react';

/**
 * The frame of the site's icons (one file per icon in this folder, so a page ships only the ones it
 * uses). Decorative (hidden from assistive technology): the control or text beside each names it.
 */
export type IconProps = { size?: number; className?: string };

export function Icon({
  size,
  viewBox = '0 0 24 24',
  className,
  children,
}: IconProps & { viewBox?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={viewBox}
      className={className}
    >
      {children}
    </svg>
  );
}

/** A path drawn in the text colour; round caps and joins unless told otherwise. */
export function Stroke({
  d,
  width = 2,
  cap = true,
  join = true,
}: {
  d: string;
  width?: number;
  cap?: boolean;
  join?: boolean;
}) {
  return (
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap={cap ? 'round' : undefined}
      strokeLinejoin={join ? 'round' : undefined}
    />
  );
}
