import { Icon, Stroke, type IconProps } from './Icon';

/** The × of a close button, where it is drawn as an element (CloseButton's `inlineIcon`). */
export const CloseIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <Stroke d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
