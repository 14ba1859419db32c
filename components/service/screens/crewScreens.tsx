import type { ReactNode } from 'react';
import type { ScreenMotif } from '../../../lib/content/serviceFeatures';
import { Bar, ListRows, PillButton, QrBlock } from './Shapes';
import s from '../AppScreen.module.css';

/** The crew app's screens (phone), by motif. */
export const crewScreens: Partial<Record<ScreenMotif, () => ReactNode>> = {
  visit: () => (
    <>
      <rect className={s.soft} x="22" y="98" width="196" height="72" rx="14" />
      <rect className={s.brand} x="40" y="120" width="58" height="26" rx="8" />
      <circle className={s.frame} cx="52" cy="150" r="7" />
      <circle className={s.frame} cx="86" cy="150" r="7" />
      <Bar className={s.brand} x="112" y="118" w="88" h="10" />
      <Bar className={s.muted} x="112" y="136" w="60" h="8" opacity="0.6" />
      <ListRows y={186} count={3} />
      <Bar className={s.accent} x="22" y="396" w="94" h="40" />
      <Bar className={s.line} x="124" y="396" w="94" h="40" />
    </>
  ),
  repair: () => (
    <>
      <rect className={s.line} x="22" y="98" width="94" height="120" rx="12" />
      <path
        className={s.danger}
        d="M42 150 L62 130 L70 160 L88 138 L96 176 L50 186 Z"
        opacity="0.8"
      />
      <rect className={s.soft} x="124" y="98" width="94" height="120" rx="12" />
      <path className={s.stroke} d="M150 158 L164 172 L194 140" />
      <Bar className={s.frame} x="30" y="106" w="40" h="14" opacity="0.8" />
      <Bar className={s.brand} x="132" y="106" w="40" h="14" />
      {[0, 1, 2].map((i) => (
        <Bar
          key={i}
          className={i === 0 ? s.muted : s.line}
          x="22"
          y={236 + i * 20}
          w={196 - i * 40}
          h="8"
          opacity={i === 0 ? 0.7 : 1}
        />
      ))}
      <circle className={s.soft} cx="120" cy="340" r="34" />
      <circle className={s.brand} cx="120" cy="340" r="22" />
      <rect className={s.paper} x="110" y="332" width="20" height="16" rx="4" />
      <PillButton y={402} />
    </>
  ),
  signature: () => (
    <>
      <rect className={s.alt} x="22" y="98" width="196" height="70" rx="12" />
      <Bar className={s.muted} x="36" y="114" w="110" h="8" opacity="0.7" />
      <Bar className={s.line} x="36" y="132" w="150" h="8" />
      <Bar className={s.accent} x="36" y="148" w="54" h="10" />
      <rect
        className={s.paper}
        x="22"
        y="184"
        width="196"
        height="180"
        rx="14"
        style={{ stroke: 'var(--color-line)', strokeWidth: 2, strokeDasharray: '6 6' }}
      />
      <path
        className={s.strokeInk}
        d="M46 300 C60 250 74 250 80 290 C86 320 96 240 112 262 C124 280 128 312 142 288 C152 270 160 276 168 290 C176 302 186 296 196 282"
      />
      <Bar className={s.line} x="40" y="324" w="160" h="3" />
      <Bar className={s.line} x="22" y="396" w="94" h="40" />
      <Bar className={s.brand} x="124" y="396" w="94" h="40" />
    </>
  ),
  scan: () => (
    <>
      <rect className={s.frame} x="10" y="84" width="220" height="300" />
      <QrBlock x={78} y={170} size={84} />
      <path
        className={s.strokeWhite}
        d="M52 130 L52 110 L72 110 M168 110 L188 110 L188 130 M188 300 L188 320 L168 320 M72 320 L52 320 L52 300"
      />
      <Bar className={s.accent} x="52" y="212" w="136" h="4" />
      <rect className={s.soft} x="22" y="396" width="196" height="44" rx="14" />
      <circle className={s.accent} cx="44" cy="418" r="10" />
      <path className={s.strokeWhite} d="M39 418 L43 422 L50 414" />
      <Bar className={s.brand} x="64" y="413" w="100" h="10" />
    </>
  ),
  stats: () => (
    <>
      <rect className={s.alt} x="22" y="98" width="196" height="170" rx="14" />
      {[60, 96, 74, 120, 104, 138].map((h, i) => (
        <rect
          key={i}
          className={i === 5 ? s.brand : s.soft}
          x={38 + i * 30}
          y={252 - h}
          width="20"
          height={h}
          rx="6"
        />
      ))}
      {[0, 1].map((i) => (
        <g key={i}>
          <rect
            className={i === 0 ? s.soft : s.alt}
            x={22 + i * 102}
            y="284"
            width="94"
            height="84"
            rx="14"
          />
          <rect
            className={i === 0 ? s.brand : s.accent}
            x={36 + i * 102}
            y="300"
            width="46"
            height="20"
            rx="6"
          />
          <Bar className={s.muted} x={36 + i * 102} y="334" w="60" h="8" opacity="0.6" />
        </g>
      ))}
      <rect className={s.alt} x="22" y="384" width="196" height="52" rx="14" />
      <Bar className={s.line} x="36" y="404" w="168" h="12" />
      <Bar className={s.accent} x="36" y="404" w="118" h="12" />
    </>
  ),
};
