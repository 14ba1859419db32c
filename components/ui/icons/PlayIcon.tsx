import { Icon, type IconProps } from './Icon';

/** A filled play triangle (the video; Google Play in the text colour). */
export const PlayIcon = ({ size = 14, rounded = false }: IconProps & { rounded?: boolean }) => (
  <Icon size={size}>
    <path
      d={
        rounded
          ? 'M5 3.5v17a1 1 0 0 0 1.5.86l14.5-8.5a1 1 0 0 0 0-1.72L6.5 2.64A1 1 0 0 0 5 3.5Z'
          : 'M7 4.5v15l13-7.5L7 4.5Z'
      }
      fill="currentColor"
    />
  </Icon>
);
