import type { ReactNode } from 'react';
import type { ScreenMotif } from './features';
import s from './AppScreen.module.css';

/**
 * Our own app-screen illustrations: an abstract phone or desktop screen drawn in SVG on the
 * design tokens. Decorative (the text beside it describes the feature), so hidden from
 * assistive technology. Fixed intrinsic size and aspect ratio: no layout shift.
 */
export function AppScreen({
  device,
  motif,
  className,
}: {
  device: 'phone' | 'desktop';
  motif: ScreenMotif;
  className?: string;
}) {
  const phone = device === 'phone';
  return (
    <svg
      className={[s.screen, phone ? s.phone : s.desktop, className].filter(Boolean).join(' ')}
      viewBox={phone ? '0 0 240 480' : '0 0 480 320'}
      width={phone ? 240 : 480}
      height={phone ? 480 : 320}
      aria-hidden="true"
      focusable="false"
    >
      {phone ? (
        <PhoneChrome>{phoneMotif(motif)}</PhoneChrome>
      ) : (
        <DesktopChrome>{desktopMotif(motif)}</DesktopChrome>
      )}
    </svg>
  );
}

function PhoneChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className={s.frame} x="0" y="0" width="240" height="480" rx="34" />
      <rect className={s.paper} x="10" y="10" width="220" height="460" rx="26" />
      <rect className={s.frame} x="88" y="18" width="64" height="14" rx="7" />
      <rect className={s.soft} x="10" y="40" width="220" height="44" />
      <rect className={s.brand} x="26" y="56" width="72" height="12" rx="6" />
      <circle className={s.line} cx="206" cy="62" r="9" />
      {children}
      <rect className={s.line} x="84" y="452" width="72" height="5" rx="2.5" />
    </>
  );
}

function DesktopChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className={s.line} x="0" y="0" width="480" height="320" rx="14" />
      <rect className={s.paper} x="4" y="24" width="472" height="292" rx="0" />
      <circle className={s.danger} cx="18" cy="12" r="4" />
      <circle className={s.muted} cx="32" cy="12" r="4" />
      <circle className={s.accent} cx="46" cy="12" r="4" />
      <rect className={s.frame} x="4" y="24" width="88" height="292" />
      <rect className={s.brand} x="16" y="38" width="48" height="10" rx="5" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          className={i === 1 ? s.brand : s.muted}
          x="16"
          y={68 + i * 22}
          width={i === 1 ? 64 : 52}
          height="8"
          rx="4"
          opacity={i === 1 ? 1 : 0.5}
        />
      ))}
      {children}
    </>
  );
}

/** Rows of a list: a leading mark, two text lines and an optional status pill. */
function listRows(
  y: number,
  count: number,
  { lead = 'soft', pill = true }: { lead?: 'soft' | 'photo'; pill?: boolean } = {},
) {
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
        <rect className={s.muted} x="78" y={top + 12} width="80" height="8" rx="4" opacity="0.7" />
        <rect className={s.line} x="78" y={top + 28} width="60" height="8" rx="4" />
        {pill && (
          <rect
            className={i === 0 ? s.accent : i === 1 ? s.brand : s.line}
            x="170"
            y={top + 18}
            width="38"
            height="16"
            rx="8"
          />
        )}
      </g>
    );
  });
}

function button(y: number, label = true) {
  return (
    <g>
      <rect className={s.brand} x="22" y={y} width="196" height="40" rx="20" />
      {label && <rect className={s.paper} x="92" y={y + 16} width="56" height="8" rx="4" />}
    </g>
  );
}

function qrBlock(x: number, y: number, size: number) {
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

function phoneMotif(motif: ScreenMotif): ReactNode {
  switch (motif) {
    case 'defect':
      return (
        <>
          <rect className={s.alt} x="22" y="98" width="196" height="150" rx="14" />
          <path
            className={s.line}
            d="M22 222 L92 160 L140 206 L170 182 L218 222 L218 234 Q218 248 204 248 L36 248 Q22 248 22 234 Z"
          />
          <circle className={s.danger} cx="128" cy="140" r="12" />
          <circle className={s.paper} cx="128" cy="140" r="5" />
          {listRows(262, 2)}
          {button(396)}
        </>
      );
    case 'calendar':
      return (
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
            <rect
              key={i}
              className={i === 1 ? s.brand : s.soft}
              x={22 + i * 68}
              y="302"
              width="60"
              height="34"
              rx="17"
            />
          ))}
          <rect className={s.muted} x="22" y="356" width="120" height="8" rx="4" opacity="0.6" />
          {button(396)}
        </>
      );
    case 'offline':
      return (
        <>
          <rect className={s.soft} x="22" y="98" width="196" height="56" rx="14" />
          <path
            className={s.stroke}
            d="M44 134 Q44 116 62 116 Q70 104 84 110 Q100 112 100 130 Q100 138 92 138 L52 138 Q44 138 44 134 Z"
          />
          <path className={s.stroke} d="M42 108 L104 144" />
          <rect className={s.brand} x="116" y="114" width="80" height="8" rx="4" />
          <rect className={s.line} x="116" y="130" width="56" height="8" rx="4" />
          {listRows(170, 3, { lead: 'photo', pill: false })}
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <circle className={s.line} cx="190" cy={196 + i * 62} r="10" />
              <circle className={s.muted} cx="190" cy={196 + i * 62} r="3" />
            </g>
          ))}
          {button(396)}
        </>
      );
    case 'board':
      return (
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
              <rect
                className={i === 0 ? s.brand : s.muted}
                x="36"
                y={112 + i * 66}
                width={i === 0 ? 40 : 30}
                height="10"
                rx="5"
                opacity={i === 0 ? 1 : 0.5}
              />
              <rect
                className={s.muted}
                x="36"
                y={130 + i * 66}
                width={140 - i * 10}
                height="8"
                rx="4"
                opacity="0.7"
              />
              {i < 2 && <circle className={s.danger} cx="204" cy={112 + i * 66} r="5" />}
            </g>
          ))}
          <rect className={s.frame} x="36" y="414" width="168" height="30" rx="15" opacity="0.9" />
          <rect className={s.paper} x="52" y="425" width="96" height="8" rx="4" />
        </>
      );
    case 'qr':
      return (
        <>
          <rect className={s.soft} x="22" y="104" width="196" height="236" rx="18" />
          {qrBlock(60, 136, 120)}
          <rect className={s.brand} x="62" y="288" width="116" height="10" rx="5" />
          <rect className={s.muted} x="82" y="306" width="76" height="8" rx="4" opacity="0.6" />
          <rect className={s.alt} x="22" y="354" width="196" height="34" rx="10" />
          <rect className={s.muted} x="36" y="367" width="90" height="8" rx="4" opacity="0.6" />
          {button(402)}
        </>
      );
    case 'document':
      return (
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
            <rect
              key={i}
              className={i === 0 ? s.brand : s.line}
              x="66"
              y={114 + i * 20}
              width={i === 0 ? 70 : 106 - (i % 2) * 24}
              height="8"
              rx="4"
            />
          ))}
          <path className={s.stroke} d="M140 236 L152 248 L176 222" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect className={s.alt} x="22" y={280 + i * 40} width="196" height="32" rx="10" />
              <rect
                className={s.muted}
                x="34"
                y={292 + i * 40}
                width="64"
                height="8"
                rx="4"
                opacity="0.6"
              />
              <rect
                className={i === 2 ? s.danger : s.accent}
                x="160"
                y={290 + i * 40}
                width="46"
                height="12"
                rx="6"
              />
            </g>
          ))}
          {button(402)}
        </>
      );
    case 'options':
      return (
        <>
          {[0, 1, 2, 3].map((i) => {
            const x = 22 + (i % 2) * 102;
            const y = 98 + Math.floor(i / 2) * 132;
            const chosen = i === 0 || i === 3;
            return (
              <g key={i}>
                <rect
                  className={chosen ? s.soft : s.alt}
                  x={x}
                  y={y}
                  width="94"
                  height="120"
                  rx="14"
                />
                <rect className={s.line} x={x + 10} y={y + 10} width="74" height="54" rx="8" />
                <rect
                  className={s.muted}
                  x={x + 10}
                  y={y + 74}
                  width="56"
                  height="8"
                  rx="4"
                  opacity="0.7"
                />
                <rect
                  className={chosen ? s.brand : s.line}
                  x={x + 10}
                  y={y + 92}
                  width="40"
                  height="10"
                  rx="5"
                />
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
          {button(402)}
        </>
      );
    case 'visit':
      return (
        <>
          <rect className={s.soft} x="22" y="98" width="196" height="72" rx="14" />
          <rect className={s.brand} x="40" y="120" width="58" height="26" rx="8" />
          <circle className={s.frame} cx="52" cy="150" r="7" />
          <circle className={s.frame} cx="86" cy="150" r="7" />
          <rect className={s.brand} x="112" y="118" width="88" height="10" rx="5" />
          <rect className={s.muted} x="112" y="136" width="60" height="8" rx="4" opacity="0.6" />
          {listRows(186, 3)}
          <rect className={s.accent} x="22" y="396" width="94" height="40" rx="20" />
          <rect className={s.line} x="124" y="396" width="94" height="40" rx="20" />
        </>
      );
    case 'repair':
      return (
        <>
          <rect className={s.line} x="22" y="98" width="94" height="120" rx="12" />
          <path
            className={s.danger}
            d="M42 150 L62 130 L70 160 L88 138 L96 176 L50 186 Z"
            opacity="0.8"
          />
          <rect className={s.soft} x="124" y="98" width="94" height="120" rx="12" />
          <path className={s.stroke} d="M150 158 L164 172 L194 140" />
          <rect className={s.frame} x="30" y="106" width="40" height="14" rx="7" opacity="0.8" />
          <rect className={s.brand} x="132" y="106" width="40" height="14" rx="7" />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              className={i === 0 ? s.muted : s.line}
              x="22"
              y={236 + i * 20}
              width={196 - i * 40}
              height="8"
              rx="4"
              opacity={i === 0 ? 0.7 : 1}
            />
          ))}
          <circle className={s.soft} cx="120" cy="340" r="34" />
          <circle className={s.brand} cx="120" cy="340" r="22" />
          <rect className={s.paper} x="110" y="332" width="20" height="16" rx="4" />
          {button(402)}
        </>
      );
    case 'signature':
      return (
        <>
          <rect className={s.alt} x="22" y="98" width="196" height="70" rx="12" />
          <rect className={s.muted} x="36" y="114" width="110" height="8" rx="4" opacity="0.7" />
          <rect className={s.line} x="36" y="132" width="150" height="8" rx="4" />
          <rect className={s.accent} x="36" y="148" width="54" height="10" rx="5" />
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
          <rect className={s.line} x="40" y="324" width="160" height="3" rx="1.5" />
          <rect className={s.line} x="22" y="396" width="94" height="40" rx="20" />
          <rect className={s.brand} x="124" y="396" width="94" height="40" rx="20" />
        </>
      );
    case 'scan':
      return (
        <>
          <rect className={s.frame} x="10" y="84" width="220" height="300" />
          {qrBlock(78, 170, 84)}
          <path
            className={s.strokeWhite}
            d="M52 130 L52 110 L72 110 M168 110 L188 110 L188 130 M188 300 L188 320 L168 320 M72 320 L52 320 L52 300"
          />
          <rect className={s.accent} x="52" y="212" width="136" height="4" rx="2" />
          <rect className={s.soft} x="22" y="396" width="196" height="44" rx="14" />
          <circle className={s.accent} cx="44" cy="418" r="10" />
          <path className={s.strokeWhite} d="M39 418 L43 422 L50 414" />
          <rect className={s.brand} x="64" y="413" width="100" height="10" rx="5" />
        </>
      );
    case 'stats':
      return (
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
              <rect
                className={s.muted}
                x={36 + i * 102}
                y="334"
                width="60"
                height="8"
                rx="4"
                opacity="0.6"
              />
            </g>
          ))}
          <rect className={s.alt} x="22" y="384" width="196" height="52" rx="14" />
          <rect className={s.line} x="36" y="404" width="168" height="12" rx="6" />
          <rect className={s.accent} x="36" y="404" width="118" height="12" rx="6" />
        </>
      );
    default:
      return listRows(98, 5);
  }
}

function desktopMotif(motif: ScreenMotif): ReactNode {
  const cards = (y: number) =>
    [0, 1, 2, 3].map((i) => (
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
        <rect className={s.line} x={114 + i * 92} y={y + 34} width="52" height="7" rx="3.5" />
      </g>
    ));
  const tableRows = (y: number, count: number, { check = false }: { check?: boolean } = {}) =>
    Array.from({ length: count }, (_, i) => (
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
        <rect
          className={s.muted}
          x={check ? 134 : 114}
          y={y + i * 28 + 9}
          width="70"
          height="8"
          rx="4"
          opacity="0.6"
        />
        <rect className={s.line} x="220" y={y + i * 28 + 9} width="90" height="8" rx="4" />
        <rect className={s.line} x="324" y={y + i * 28 + 9} width="50" height="8" rx="4" />
        <rect
          className={[s.accent, s.brand, s.line, s.danger][i % 4]}
          x="400"
          y={y + i * 28 + 6}
          width="52"
          height="14"
          rx="7"
        />
      </g>
    ));
  switch (motif) {
    case 'dashboard':
      return (
        <>
          {cards(40)}
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
            <rect
              key={i}
              className={s.line}
              x="346"
              y={230 + i * 20}
              width={100 - i * 16}
              height="8"
              rx="4"
            />
          ))}
        </>
      );
    case 'ai':
      return (
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
              <rect
                className={s[c as 'brand' | 'accent' | 'muted']}
                x="326"
                y={56 + i * 36}
                width={[90, 70, 110][i]}
                height="22"
                rx="11"
                opacity={c === 'muted' ? 0.5 : 1}
              />
              <rect
                className={s.paper}
                x="336"
                y={63 + i * 36}
                width={[50, 36, 60][i]}
                height="8"
                rx="4"
              />
            </g>
          ))}
          {tableRows(186, 4)}
        </>
      );
    case 'table':
      return (
        <>
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              className={i === 0 ? s.brand : s.alt}
              x={104 + i * 74}
              y="40"
              width="66"
              height="24"
              rx="12"
            />
          ))}
          <rect className={s.soft} x="404" y="40" width="62" height="24" rx="12" />
          <rect className={s.frame} x="104" y="76" width="362" height="22" rx="4" opacity="0.85" />
          {tableRows(102, 7, { check: true })}
        </>
      );
    case 'workorder':
      return (
        <>
          {[0, 1, 2].map((col) => (
            <g key={col}>
              <rect className={s.alt} x={104 + col * 122} y="40" width="114" height="262" rx="10" />
              <rect
                className={[s.muted, s.brand, s.accent][col]}
                x={116 + col * 122}
                y="52"
                width="50"
                height="10"
                rx="5"
                opacity={col === 0 ? 0.6 : 1}
              />
              {Array.from({ length: 3 - col + (col === 2 ? 1 : 0) }, (_, i) => (
                <g key={i}>
                  <rect
                    className={s.paper}
                    x={112 + col * 122}
                    y={74 + i * 60}
                    width="98"
                    height="50"
                    rx="8"
                  />
                  <rect
                    className={s.muted}
                    x={120 + col * 122}
                    y={84 + i * 60}
                    width="60"
                    height="7"
                    rx="3.5"
                    opacity="0.7"
                  />
                  <rect
                    className={s.line}
                    x={120 + col * 122}
                    y={98 + i * 60}
                    width="44"
                    height="7"
                    rx="3.5"
                  />
                  <circle
                    className={[s.soft, s.brand, s.accent][col]}
                    cx={198 + col * 122}
                    cy={108 + i * 60}
                    r="7"
                  />
                </g>
              ))}
            </g>
          ))}
        </>
      );
    case 'export':
      return (
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
          <rect className={s.paper} x="386" y="131" width="34" height="8" rx="4" />
          <rect className={s.brand} x="338" y="236" width="128" height="36" rx="18" />
          <path className={s.strokeWhite} d="M402 244 L402 262 M394 254 L402 262 L410 254" />
        </>
      );
    case 'report':
      return (
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
          <rect className={s.brand} x="148" y="54" width="90" height="12" rx="6" />
          <rect className={s.line} x="148" y="74" width="140" height="8" rx="4" />
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
            <rect
              key={i}
              className={s.line}
              x="148"
              y={220 + i * 18}
              width={184 - i * 24}
              height="8"
              rx="4"
            />
          ))}
          <rect className={s.soft} x="364" y="36" width="102" height="86" rx="10" />
          <rect className={s.accent} x="378" y="52" width="42" height="18" rx="4" />
          <rect className={s.muted} x="378" y="82" width="70" height="8" rx="4" opacity="0.6" />
          <rect className={s.alt} x="364" y="132" width="102" height="86" rx="10" />
          <rect className={s.danger} x="378" y="148" width="30" height="18" rx="4" />
          <rect className={s.muted} x="378" y="178" width="60" height="8" rx="4" opacity="0.6" />
        </>
      );
    case 'approval':
      return (
        <>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i}>
              <rect className={s.alt} x="104" y={40 + i * 52} width="362" height="44" rx="10" />
              <circle className={s.soft} cx="128" cy={62 + i * 52} r="14" />
              <rect
                className={s.muted}
                x="152"
                y={52 + i * 52}
                width="90"
                height="8"
                rx="4"
                opacity="0.7"
              />
              <rect className={s.line} x="152" y={66 + i * 52} width="130" height="8" rx="4" />
              {i < 3 ? (
                <>
                  <rect className={s.line} x="330" y={52 + i * 52} width="56" height="22" rx="11" />
                  <rect
                    className={s.brand}
                    x="394"
                    y={52 + i * 52}
                    width="60"
                    height="22"
                    rx="11"
                  />
                </>
              ) : (
                <rect className={s.accent} x="394" y={52 + i * 52} width="60" height="22" rx="11" />
              )}
            </g>
          ))}
        </>
      );
    case 'calendar':
      return (
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
              <rect
                className={s.muted}
                x="376"
                y={52 + i * 66}
                width="50"
                height="8"
                rx="4"
                opacity="0.7"
              />
              <rect className={s.line} x="376" y={68 + i * 66} width="78" height="8" rx="4" />
              <rect
                className={i === 1 ? s.danger : s.accent}
                x="376"
                y={82 + i * 66}
                width={[70, 78, 40, 56][i]}
                height="6"
                rx="3"
              />
            </g>
          ))}
        </>
      );
    case 'notice':
      return (
        <>
          <rect className={s.alt} x="104" y="40" width="230" height="262" rx="10" />
          <rect className={s.brand} x="118" y="56" width="100" height="12" rx="6" />
          {[0, 1, 2, 3, 4].map((i) => (
            <rect
              key={i}
              className={s.line}
              x="118"
              y={84 + i * 18}
              width={200 - (i % 3) * 30}
              height="8"
              rx="4"
            />
          ))}
          <rect className={s.paper} x="118" y="186" width="202" height="60" rx="8" />
          <rect className={s.brand} x="228" y="262" width="92" height="28" rx="14" />
          <rect className={s.frame} x="356" y="52" width="100" height="196" rx="18" />
          <rect className={s.paper} x="362" y="58" width="88" height="184" rx="14" />
          <rect className={s.soft} x="368" y="74" width="76" height="44" rx="10" />
          <circle className={s.brand} cx="382" cy="88" r="7" />
          <rect className={s.brand} x="394" y="84" width="40" height="8" rx="4" />
          <rect className={s.muted} x="376" y="102" width="58" height="6" rx="3" opacity="0.6" />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              className={s.alt}
              x="368"
              y={130 + i * 34}
              width="76"
              height="26"
              rx="8"
            />
          ))}
        </>
      );
    default:
      return tableRows(40, 9);
  }
}
