import { Icon, Stroke, type IconProps } from './Icon';

export const ChatIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <Stroke d="M4 5h16v11H9l-5 4z" cap={false} />
  </Icon>
);
