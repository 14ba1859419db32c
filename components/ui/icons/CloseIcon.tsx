import { Icon, Stroke, type IconProps } from './Icon';

export const CloseIcon = ({ size = 20, weight = 2 }: IconProps & { weight?: number }) => (
  <Icon size={size}>
    <Stroke d="M6 6l12 12M18 6 6 18" width={weight} />
  </Icon>
);
