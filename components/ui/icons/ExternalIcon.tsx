import { Icon, Stroke, type IconProps } from './Icon';

/** An arrow out of the page: the link opens another site. */
export const ExternalIcon = ({ size = 14 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M7 17 17 7m0 0H9m8 0v8" />
  </Icon>
);
