import { Icon, Stroke, type IconProps } from './Icon';

export const DownloadIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" width={2.2} />
  </Icon>
);
