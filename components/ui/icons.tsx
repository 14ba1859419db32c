import type { ReactNode } from 'react';

/**
 * The site's line and brand icons. Decorative (hidden from assistive technology): the control or
 * text beside each one names it.
 */
type IconProps = { size?: number; className?: string };

function Icon({
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
function Stroke({
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

export const CloseIcon = ({ size = 20, weight = 2 }: IconProps & { weight?: number }) => (
  <Icon size={size}>
    <Stroke d="M6 6l12 12M18 6 6 18" width={weight} />
  </Icon>
);

export const MenuIcon = ({ size = 24 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

/** The small chevron of a menu that opens. */
export const ChevronIcon = ({ size = 12, className }: IconProps) => (
  <Icon size={size} viewBox="0 0 12 12" className={className}>
    <Stroke d="m2.5 4.5 3.5 3.5 3.5-3.5" width={1.6} join={false} />
  </Icon>
);

/** The chevron of a question that opens its answer. */
export const DisclosureIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} viewBox="0 0 20 20" className={className}>
    <Stroke d="M5 7.5 10 12.5 15 7.5" />
  </Icon>
);

export const SearchIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} viewBox="0 0 20 20" className={className}>
    <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m13.5 13.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Icon>
);

export const GlobeIcon = ({ size = 18, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
    />
  </Icon>
);

/** An arrow out of the page: the link opens another site. */
export const ExternalIcon = ({ size = 14 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M7 17 17 7m0 0H9m8 0v8" />
  </Icon>
);

export const DownloadIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" width={2.2} />
  </Icon>
);

/** A phone with a download arrow: an app store. */
export const AppDownloadIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <rect
      x="4"
      y="2"
      width="16"
      height="20"
      rx="4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <Stroke d="M12 7v7m-3-3 3 3 3-3" />
  </Icon>
);

/** A filled play triangle (the video; Google Play in the text colour). */
export const PlayIcon = ({ size = 14, rounded = false }: IconProps & { rounded?: boolean }) => (
  <Icon size={size}>
    <path
      d={
        rounded
          ? 'M5 3.5v17a1 1 0 0 0 1.5.86l14.5-8.5a1 1 0 0 0 0-1.72L6.5 2.64A1 1 0 0 0 5 3.5Z'
          : 'M7 4.5v15l13-7.5L7 4.5Z'
      }
      fill="currentColor"
    />
  </Icon>
);

export const GooglePlayIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 3.5v17l9.2-8.5L4 3.5Z" fill="#12b886" />
    <path d="m4 3.5 12.4 6.9-3.2 1.6L4 3.5Z" fill="#3b7bff" />
    <path d="m4 20.5 12.4-6.9-3.2-1.6L4 20.5Z" fill="#f03e3e" />
    <path d="m16.4 10.4 3.4 1.6-3.4 1.6-3.2-1.6 3.2-1.6Z" fill="#fab005" />
  </Icon>
);

export const AppStoreIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="3" width="18" height="18" rx="5" fill="#1f5eff" />
    <path
      d="M9 16.5 13.5 8M15 16.5 10.5 8M7.5 14h9"
      stroke="#fff"
      strokeWidth="1.7"
      strokeLinecap="round"
      fill="none"
    />
  </Icon>
);

export const NoticeIcon = ({ size = 28 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </Icon>
);

export const ClockIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size} viewBox="0 0 20 20">
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
    <Stroke d="M10 5.5V10l3 2" join={false} />
  </Icon>
);

export const MonitorIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M4 5h16v11H4zM9 20h6M12 16v4" cap={false} />
  </Icon>
);

export const DocumentIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5" cap={false} />
  </Icon>
);

export const ChatIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M4 5h16v11H9l-5 4z" cap={false} />
  </Icon>
);
