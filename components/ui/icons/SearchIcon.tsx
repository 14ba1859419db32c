import { Icon, type IconProps } from './Icon';

export const SearchIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} viewBox="0 0 20 20" className={className}>
    <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m13.5 13.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Icon>
);
