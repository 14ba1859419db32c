import { Icon, Stroke, type IconProps } from './Icon';

/** The chevron of a question that opens its answer. */
export const DisclosureIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} viewBox="0 0 20 20" className={className}>
    <Stroke d="M5 7.5 10 12.5 15 7.5" />
  </Icon>
);
