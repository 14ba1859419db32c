import { Icon, Stroke, type IconProps } from './Icon';

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
