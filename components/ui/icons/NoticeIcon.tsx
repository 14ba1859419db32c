import { Icon, type IconProps } from './Icon';

export const NoticeIcon = ({ size = 28 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </Icon>
);
