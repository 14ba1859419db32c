import { Icon, Stroke, type IconProps } from './Icon';

export const ClockIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size} viewBox="0 0 20 20">
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
    <Stroke d="M10 5.5V10l3 2" join={false} />
  </Icon>
);
