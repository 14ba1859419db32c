import type { ReactNode } from 'react';
import type { ScreenMotif } from '../../../lib/content/serviceFeatures';
import { Bar, Cards, TableRows } from './Shapes';
import s from '../AppScreen.module.css';

/** The administrator web page's screens (desktop), by motif. */
export const adminScreens: Partial<Record<ScreenMotif, () => ReactNode>> = {
  dashboard: () => (
    <>
      <Cards y={40} />
      <rect className={s.alt} x="104" y="106" width="220" height="196" rx="10" />
      <path
        className={s.stroke}
        d="M118 270 L150 240 L180 252 L214 200 L248 214 L282 160 L310 176"
      />
      <path
        className={s.soft}
        d="M118 270 L150 240 L180 252 L214 200 L248 214 L282 160 L310 176 L310 290 L118 290 Z"
        opacity="0.8"
      />
      <rect className={s.alt} x="332" y="106" width="134" height="196" rx="10" />
      <circle className={s.soft} cx="399" cy="170" r="42" />
      <path className={s.brand} d="M399 128 A42 42 0 0 1 437 188 L399 170 Z" />
      <path className={s.accent} d="M437 188 A42 42 0 0 1 370 200 L399 170 Z" />
      {[0, 1, 2].map((i) => (
        <Bar key={i} className={s.line} x="346" y={230 + i * 20} w={100 - i * 16} h="8" />
      ))}
    </>
  ),
  ai: () => (
    <>
      <rect className={s.line} x="104" y="40" width="160" height="130" rx="10" />
      <path
        className={s.muted}
        d="M104 150 L156 100 L196 140 L222 118 L264 156 L264 160 Q264 170 254 170 L114 170 Q104 170 104 160 Z"
        opacity="0.5"
      />
      <rect
        x="160"
        y="70"
        width="54"
        height="48"
        rx="4"
        style={{ fill: 'none', stroke: 'var(--color-danger)', strokeWidth: 3 }}
      />
      <rect className={s.danger} x="160" y="56" width="40" height="12" rx="3" />
      <path className={s.stroke} d="M276 105 L300 105 M292 97 L300 105 L292 113" />
      <rect className={s.soft} x="312" y="40" width="154" height="130" rx="10" />
      {['brand', 'accent', 'muted'].map((c, i) => (
        <g key={c}>
          <Bar
            className={s[c as 'brand' | 'accent' | 'muted']}
            x="326"
            y={56 + i * 36}
            w={[90, 70, 110][i]}
            h="22"
            opacity={c === 'muted' ? 0.5 : 1}
          />
          <Bar className={s.paper} x="336" y={63 + i * 36} w={[50, 36, 60][i]} h="8" />
        </g>
      ))}
      <TableRows y={186} count={4} />
    </>
  ),
  table: () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <Bar key={i} className={i === 0 ? s.brand : s.alt} x={104 + i * 74} y="40" w="66" h="24" />
      ))}
      <Bar className={s.soft} x="404" y="40" w="62" h="24" />
      <rect className={s.frame} x="104" y="76" width="362" height="22" rx="4" opacity="0.85" />
      <TableRows y={102} count={7} check />
    </>
  ),
  workorder: () => (
    <>
      {[0, 1, 2].map((col) => (
        <g key={col}>
          <rect className={s.alt} x={104 + col * 122} y="40" width="114" height="262" rx="10" />
          <Bar
            className={[s.muted, s.brand, s.accent][col]}
            x={116 + col * 122}
            y="52"
            w="50"
            h="10"
            opacity={col === 0 ? 0.6 : 1}
          />
          {Array.from({ length: 3 - col + (col === 2 ? 1 : 0) }, (_, i) => {
            const [x, y] = [112 + col * 122, 74 + i * 60];
            return (
              <g key={i}>
                <rect className={s.paper} x={x} y={y} width="98" height="50" rx="8" />
                <Bar className={s.muted} x={x + 8} y={y + 10} w="60" h="7" opacity="0.7" />
                <Bar className={s.line} x={x + 8} y={y + 24} w="44" h="7" />
                <circle
                  className={[s.soft, s.brand, s.accent][col]}
                  cx={x + 86}
                  cy={y + 34}
                  r="7"
                />
              </g>
            );
          })}
        </g>
      ))}
    </>
  ),
  export: () => (
    <>
      <rect className={s.alt} x="104" y="40" width="220" height="262" rx="10" />
      {Array.from({ length: 8 }, (_, r) =>
        [0, 1, 2].map((c) => (
          <rect
            key={`${r}-${c}`}
            className={r === 0 ? s.accent : s.line}
            x={116 + c * 68}
            y={54 + r * 30}
            width="60"
            height="20"
            rx="3"
            opacity={r === 0 ? 0.8 : 1}
          />
        )),
      )}
      <rect className={s.soft} x="338" y="60" width="128" height="160" rx="12" />
      <path className={s.paper} d="M366 84 L420 84 L440 104 L440 184 L366 184 Z" />
      <rect className={s.accent} x="376" y="120" width="54" height="30" rx="4" />
      <Bar className={s.paper} x="386" y="131" w="34" h="8" />
      <Bar className={s.brand} x="338" y="236" w="128" h="36" />
      <path className={s.strokeWhite} d="M402 244 L402 262 M394 254 L402 262 L410 254" />
    </>
  ),
  report: () => (
    <>
      <rect
        className={s.paper}
        x="130"
        y="36"
        width="220"
        height="272"
        rx="6"
        style={{ stroke: 'var(--color-line)', strokeWidth: 2 }}
      />
      <Bar className={s.brand} x="148" y="54" w="90" h="12" />
      <Bar className={s.line} x="148" y="74" w="140" h="8" />
      {[44, 70, 56, 88, 64].map((h, i) => (
        <rect
          key={i}
          className={i === 3 ? s.brand : s.soft}
          x={154 + i * 36}
          y={200 - h}
          width="22"
          height={h}
          rx="4"
        />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <Bar key={i} className={s.line} x="148" y={220 + i * 18} w={184 - i * 24} h="8" />
      ))}
      <rect className={s.soft} x="364" y="36" width="102" height="86" rx="10" />
      <rect className={s.accent} x="378" y="52" width="42" height="18" rx="4" />
      <Bar className={s.muted} x="378" y="82" w="70" h="8" opacity="0.6" />
      <rect className={s.alt} x="364" y="132" width="102" height="86" rx="10" />
      <rect className={s.danger} x="378" y="148" width="30" height="18" rx="4" />
      <Bar className={s.muted} x="378" y="178" w="60" h="8" opacity="0.6" />
    </>
  ),
  approval: () => (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect className={s.alt} x="104" y={40 + i * 52} width="362" height="44" rx="10" />
          <circle className={s.soft} cx="128" cy={62 + i * 52} r="14" />
          <Bar className={s.muted} x="152" y={52 + i * 52} w="90" h="8" opacity="0.7" />
          <Bar className={s.line} x="152" y={66 + i * 52} w="130" h="8" />
          {i < 3 ? (
            <>
              <Bar className={s.line} x="330" y={52 + i * 52} w="56" h="22" />
              <Bar className={s.brand} x="394" y={52 + i * 52} w="60" h="22" />
            </>
          ) : (
            <Bar className={s.accent} x="394" y={52 + i * 52} w="60" h="22" />
          )}
        </g>
      ))}
    </>
  ),
  calendar: () => (
    <>
      <rect className={s.alt} x="104" y="40" width="250" height="262" rx="10" />
      {Array.from({ length: 35 }, (_, i) => {
        const col = i % 7;
        const row = Math.floor(i / 7);
        const inPeriod = i >= 9 && i <= 24;
        return (
          <rect
            key={i}
            className={i === 16 ? s.brand : inPeriod ? s.soft : s.paper}
            x={114 + col * 34}
            y={56 + row * 48}
            width="28"
            height="40"
            rx="6"
          />
        );
      })}
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect className={s.alt} x="364" y={40 + i * 66} width="102" height="58" rx="10" />
          <Bar className={s.muted} x="376" y={52 + i * 66} w="50" h="8" opacity="0.7" />
          <Bar className={s.line} x="376" y={68 + i * 66} w="78" h="8" />
          <Bar
            className={i === 1 ? s.danger : s.accent}
            x="376"
            y={82 + i * 66}
            w={[70, 78, 40, 56][i]}
            h="6"
          />
        </g>
      ))}
    </>
  ),
  notice: () => (
    <>
      <rect className={s.alt} x="104" y="40" width="230" height="262" rx="10" />
      <Bar className={s.brand} x="118" y="56" w="100" h="12" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Bar key={i} className={s.line} x="118" y={84 + i * 18} w={200 - (i % 3) * 30} h="8" />
      ))}
      <rect className={s.paper} x="118" y="186" width="202" height="60" rx="8" />
      <Bar className={s.brand} x="228" y="262" w="92" h="28" />
      <rect className={s.frame} x="356" y="52" width="100" height="196" rx="18" />
      <rect className={s.paper} x="362" y="58" width="88" height="184" rx="14" />
      <rect className={s.soft} x="368" y="74" width="76" height="44" rx="10" />
      <circle className={s.brand} cx="382" cy="88" r="7" />
      <Bar className={s.brand} x="394" y="84" w="40" h="8" />
      <Bar className={s.muted} x="376" y="102" w="58" h="6" opacity="0.6" />
      {[0, 1, 2].map((i) => (
        <rect key={i} className={s.alt} x="368" y={130 + i * 34} width="76" height="26" rx="8" />
      ))}
    </>
  ),
};
