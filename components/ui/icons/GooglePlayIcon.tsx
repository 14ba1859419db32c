import { Icon, type IconProps } from './Icon';

export const GooglePlayIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 3.5v17l9.2-8.5L4 3.5Z" fill="#12b886" />
    <path d="m4 3.5 12.4 6.9-3.2 1.6L4 3.5Z" fill="#3b7bff" />
    <path d="m4 20.5 12.4-6.9-3.2-1.6L4 20.5Z" fill="#f03e3e" />
    <path d="m16.4 10.4 3.4 1.6-3.4 1.6-3.2-1.6 3.2-1.6Z" fill="#fab005" />
  </Icon>
);
