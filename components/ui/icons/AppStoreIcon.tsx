import { Icon, type IconProps } from './Icon';

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
