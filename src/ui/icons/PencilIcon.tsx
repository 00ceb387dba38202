import { Icon, type IconProps } from './Icon';

export const PencilIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);
