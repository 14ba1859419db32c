import { Icon, Stroke, type IconProps } from './Icon';

export const MenuIcon = ({ size = 24 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
