import type { ReactNode } from 'react';
import type { ScreenMotif } from '../../lib/content/serviceFeatures';
import { adminScreens } from './screens/adminScreens';
import { crewScreens } from './screens/crewScreens';
import { residentScreens } from './screens/residentScreens';
import { DesktopChrome, ListRows, PhoneChrome, TableRows } from './screens/Shapes';
import s from './AppScreen.module.css';

/** Motif → drawing per device; a motif without one gets a plain list. */
const drawings: Record<'phone' | 'desktop', Partial<Record<ScreenMotif, () => ReactNode>>> = {
  phone: { ...residentScreens, ...crewScreens },
  desktop: adminScreens,
};
const fallback = {
  phone: () => <ListRows y={98} count={5} />,
  desktop: () => <TableRows y={40} count={9} />,
};

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
  const Chrome = phone ? PhoneChrome : DesktopChrome;
  const draw = drawings[device][motif] ?? fallback[device];
  return (
    <svg
      className={[s.screen, phone ? s.phone : s.desktop, className].filter(Boolean).join(' ')}
      viewBox={phone ? '0 0 240 480' : '0 0 480 320'}
      width={phone ? 240 : 480}
      height={phone ? 480 : 320}
      aria-hidden="true"
      focusable="false"
    >
      <Chrome>{draw()}</Chrome>
    </svg>
  );
}
