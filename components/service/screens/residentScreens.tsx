import type { ReactNode } from 'react';
import type { ScreenMotif } from '../../../lib/content/serviceFeatures';
import { Bar, ListRows, PillButton, QrBlock } from './Shapes';
import s from '../AppScreen.module.css';

/** The resident app's screens (phone), by motif. */
export const residentScreens: Partial<Record<ScreenMotif, () => ReactNode>> = {
  defect: () => (
    <>
      <rect className={s.alt} x="22" y="98" width="196" height="150" rx="14" />
      <path
        className={s.line}
        d="M22 222 L92 160 L140 206 L170 182 L218 222 L218 234 Q218 248 204 248 L36 248 Q22 248 22 234 Z"
      />
      <circle className={s.danger} cx="128" cy="140" r="12" />
      <circle className={s.paper} cx="128" cy="140" r="5" />
      <ListRows y={262} count={2} />
      <PillButton y={396} />
    </>
  ),
  calendar: () => (
    <>
      <rect className={s.alt} x="22" y="98" width="196" height="188" rx="14" />
      {Array.from({ length: 20 }, (_, i) => {
        const col = i % 5;
        const row = Math.floor(i / 5);
        const cls = i === 7 ? s.brand : i < 3 ? s.line : s.paper;
        return (
          <rect
            key={i}
            className={cls}
            x={34 + col * 36}
            y={112 + row * 42}
            width="28"
            height="30"
            rx="8"
          />
        );
      })}
      {[0, 1, 2].map((i) => (
        <Bar key={i} className={i === 1 ? s.brand : s.soft} x={22 + i * 68} y="302" w="60" h="34" />
      ))}
      <Bar className={s.muted} x="22" y="356" w="120" h="8" opacity="0.6" />
      <PillButton y={396} />
    </>
  ),
  offline: () => (
    <>
      <rect className={s.soft} x="22" y="98" width="196" height="56" rx="14" />
      <path
        className={s.stroke}
        d="M44 134 Q44 116 62 116 Q70 104 84 110 Q100 112 100 130 Q100 138 92 138 L52 138 Q44 138 44 134 Z"
      />
      <path className={s.stroke} d="M42 108 L104 144" />
      <Bar className={s.brand} x="116" y="114" w="80" h="8" />
      <Bar className={s.line} x="116" y="130" w="56" h="8" />
      <ListRows y={170} count={3} lead="photo" pill={false} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle className={s.line} cx="190" cy={196 + i * 62} r="10" />
          <circle className={s.muted} cx="190" cy={196 + i * 62} r="3" />
        </g>
      ))}
      <PillButton y={396} />
    </>
  ),
  board: () => (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect
            className={i === 0 ? s.soft : s.alt}
            x="22"
            y={98 + i * 66}
            width="196"
            height="56"
            rx="12"
          />
          <Bar
            className={i === 0 ? s.brand : s.muted}
            x="36"
            y={112 + i * 66}
            w={i === 0 ? 40 : 30}
            h="10"
            opacity={i === 0 ? 1 : 0.5}
          />
          <Bar className={s.muted} x="36" y={130 + i * 66} w={140 - i * 10} h="8" opacity="0.7" />
          {i < 2 && <circle className={s.danger} cx="204" cy={112 + i * 66} r="5" />}
        </g>
      ))}
      <Bar className={s.frame} x="36" y="414" w="168" h="30" opacity="0.9" />
      <Bar className={s.paper} x="52" y="425" w="96" h="8" />
    </>
  ),
  qr: () => (
    <>
      <rect className={s.soft} x="22" y="104" width="196" height="236" rx="18" />
      <QrBlock x={60} y={136} size={120} />
      <Bar className={s.brand} x="62" y="288" w="116" h="10" />
      <Bar className={s.muted} x="82" y="306" w="76" h="8" opacity="0.6" />
      <rect className={s.alt} x="22" y="354" width="196" height="34" rx="10" />
      <Bar className={s.muted} x="36" y="367" w="90" h="8" opacity="0.6" />
      <PillButton y={402} />
    </>
  ),
  document: () => (
    <>
      <rect className={s.line} x="40" y="104" width="120" height="150" rx="10" />
      <rect
        className={s.paper}
        x="52"
        y="96"
        width="136"
        height="168"
        rx="10"
        style={{ stroke: 'var(--color-line)', strokeWidth: 2 }}
      />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Bar
          key={i}
          className={i === 0 ? s.brand : s.line}
          x="66"
          y={114 + i * 20}
          w={i === 0 ? 70 : 106 - (i % 2) * 24}
          h="8"
        />
      ))}
      <path className={s.stroke} d="M140 236 L152 248 L176 222" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect className={s.alt} x="22" y={280 + i * 40} width="196" height="32" rx="10" />
          <Bar className={s.muted} x="34" y={292 + i * 40} w="64" h="8" opacity="0.6" />
          <Bar className={i === 2 ? s.danger : s.accent} x="160" y={290 + i * 40} w="46" h="12" />
        </g>
      ))}
      <PillButton y={402} />
    </>
  ),
  options: () => (
    <>
      {[0, 1, 2, 3].map((i) => {
        const x = 22 + (i % 2) * 102;
        const y = 98 + Math.floor(i / 2) * 132;
        const chosen = i === 0 || i === 3;
        return (
          <g key={i}>
            <rect className={chosen ? s.soft : s.alt} x={x} y={y} width="94" height="120" rx="14" />
            <rect className={s.line} x={x + 10} y={y + 10} width="74" height="54" rx="8" />
            <Bar className={s.muted} x={x + 10} y={y + 74} w="56" h="8" opacity="0.7" />
            <Bar className={chosen ? s.brand : s.line} x={x + 10} y={y + 92} w="40" h="10" />
            {chosen && <circle className={s.brand} cx={x + 80} cy={y + 18} r="11" />}
            {chosen && (
              <path
                className={s.strokeWhite}
                d={`M${x + 74} ${y + 18} L${x + 79} ${y + 23} L${x + 87} ${y + 13}`}
              />
            )}
          </g>
        );
      })}
      <rect className={s.alt} x="22" y="366" width="196" height="22" rx="8" />
      <PillButton y={402} />
    </>
  ),
};
