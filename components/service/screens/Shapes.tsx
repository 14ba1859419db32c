import type { ReactNode } from 'react';
import s from '../AppScreen.module.css';

type BarProps = {
  className: string | undefined;
  x: number | string;
  y: number | string;
  w: number | string | undefined;
  h: number | string;
  opacity?: number | string;
};

/** A rounded bar (a line of text, a pill, a chip): corners of half its height. */
export function Bar({ className, x, y, w, h, opacity }: BarProps) {
  return (
    <rect
      className={className}
      x={x}
      y={y}
      width={w}
      height={h}
      rx={Number(h) / 2}
      opacity={opacity}
    />
  );
}

export function PhoneChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className={s.frame} x="0" y="0" width="240" height="480" rx="34" />
      <rect className={s.paper} x="10" y="10" width="220" height="460" rx="26" />
      <Bar className={s.frame} x="88" y="18" w="64" h="14" />
      <rect className={s.soft} x="10" y="40" width="220" height="44" />
      <Bar className={s.brand} x="26" y="56" w="72" h="12" />
      <circle className={s.line} cx="206" cy="62" r="9" />
      {children}
      <Bar className={s.line} x="84" y="452" w="72" h="5" />
    </>
  );
}

export function DesktopChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className={s.line} x="0" y="0" width="480" height="320" rx="14" />
      <rect className={s.paper} x="4" y="24" width="472" height="292" rx="0" />
      <circle className={s.danger} cx="18" cy="12" r="4" />
      <circle className={s.muted} cx="32" cy="12" r="4" />
      <circle className={s.accent} cx="46" cy="12" r="4" />
      <rect className={s.frame} x="4" y="24" width="88" height="292" />
      <Bar className={s.brand} x="16" y="38" w="48" h="10" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Bar
          key={i}
          className={i === 1 ? s.brand : s.muted}
          x="16"
          y={68 + i * 22}
          w={i === 1 ? 64 : 52}
          h="8"
          opacity={i === 1 ? 1 : 0.5}
        />
      ))}
      {children}
    </>
  );
}

/** Rows of a list: a leading mark, two text lines and an optional status pill. */
export function ListRows({
  y,
  count,
  lead = 'soft',
  pill = true,
}: {
  y: number;
  count: number;
  lead?: 'soft' | 'photo';
  pill?: boolean;
}) {
  return Array.from({ length: count }, (_, i) => {
    const top = y + i * 62;
    return (
      <g key={i}>
        <rect className={s.alt} x="22" y={top} width="196" height="52" rx="12" />
        <rect
          className={lead === 'photo' ? s.line : s.soft}
          x="32"
          y={top + 8}
          width="36"
          height="36"
          rx="8"
        />
        <Bar className={s.muted} x="78" y={top + 12} w="80" h="8" opacity="0.7" />
        <Bar className={s.line} x="78" y={top + 28} w="60" h="8" />
        {pill && (
          <Bar
            className={i === 0 ? s.accent : i === 1 ? s.brand : s.line}
            x="170"
            y={top + 18}
            w="38"
            h="16"
          />
        )}
      </g>
    );
  });
}

/** The wide call-to-action button at the bottom of a phone screen. */
export function PillButton({ y, label = true }: { y: number; label?: boolean }) {
  return (
    <g>
      <Bar className={s.brand} x="22" y={y} w="196" h="40" />
      {label && <Bar className={s.paper} x="92" y={y + 16} w="56" h="8" />}
    </g>
  );
}

/** A QR code drawn as a 7 × 7 grid. */
export function QrBlock({ x, y, size }: { x: number; y: number; size: number }) {
  const cell = size / 7;
  const on = [
    [0, 0],
    [1, 0],
    [2, 0],
    [4, 0],
    [6, 0],
    [0, 1],
    [2, 1],
    [3, 1],
    [5, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 2],
    [6, 2],
    [3, 3],
    [5, 3],
    [0, 4],
    [2, 4],
    [4, 4],
    [5, 4],
    [6, 4],
    [1, 5],
    [3, 5],
    [6, 5],
    [0, 6],
    [2, 6],
    [3, 6],
    [4, 6],
    [6, 6],
  ];
  return (
    <g>
      <rect className={s.paper} x={x - 8} y={y - 8} width={size + 16} height={size + 16} rx="10" />
      {on.map(([cx, cy]) => (
        <rect
          key={`${cx}-${cy}`}
          className={s.frame}
          x={x + cx! * cell}
          y={y + cy! * cell}
          width={cell - 1}
          height={cell - 1}
          rx="1.5"
        />
      ))}
    </g>
  );
}

/** The four KPI cards along the top of a desktop screen. */
export function Cards({ y }: { y: number }) {
  return [0, 1, 2, 3].map((i) => (
    <g key={i}>
      <rect
        className={i === 0 ? s.soft : s.alt}
        x={104 + i * 92}
        y={y}
        width="82"
        height="54"
        rx="10"
      />
      <rect
        className={[s.brand, s.accent, s.danger, s.muted][i]}
        x={114 + i * 92}
        y={y + 12}
        width="34"
        height="14"
        rx="4"
      />
      <Bar className={s.line} x={114 + i * 92} y={y + 34} w="52" h="7" />
    </g>
  ));
}

/** Rows of a desktop table: an optional checkbox, three columns and a status pill. */
export function TableRows({
  y,
  count,
  check = false,
}: {
  y: number;
  count: number;
  check?: boolean;
}) {
  return Array.from({ length: count }, (_, i) => (
    <g key={i}>
      <rect
        className={i % 2 ? s.paper : s.alt}
        x="104"
        y={y + i * 28}
        width="362"
        height="26"
        rx="4"
      />
      {check && (
        <rect
          className={i < 2 ? s.brand : s.line}
          x="112"
          y={y + i * 28 + 7}
          width="12"
          height="12"
          rx="3"
        />
      )}
      <Bar
        className={s.muted}
        x={check ? 134 : 114}
        y={y + i * 28 + 9}
        w="70"
        h="8"
        opacity="0.6"
      />
      <Bar className={s.line} x="220" y={y + i * 28 + 9} w="90" h="8" />
      <Bar className={s.line} x="324" y={y + i * 28 + 9} w="50" h="8" />
      <Bar
        className={[s.accent, s.brand, s.line, s.danger][i % 4]}
        x="400"
        y={y + i * 28 + 6}
        w="52"
        h="14"
      />
    </g>
  ));
}
