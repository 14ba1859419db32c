import { Icon, Stroke, type IconProps } from './Icon';

export const DocumentIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5" cap={false} />
  </Icon>
);
