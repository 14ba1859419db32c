import { Icon, Stroke, type IconProps } from './Icon';

/** The small chevron of a menu that opens. */
export const ChevronIcon = ({ size = 12, className }: IconProps) => (
  <Icon size={size} viewBox="0 0 12 12" className={className}>
    <Stroke d="m2.5 4.5 3.5 3.5 3.5-3.5" width={1.6} join={false} />
  </Icon>
);
