import { Icon, Stroke, type IconProps } from './Icon';

export const MonitorIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M4 5h16v11H4zM9 20h6M12 16v4" cap={false} />
  </Icon>
);
