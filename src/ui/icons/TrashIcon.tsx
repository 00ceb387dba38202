import { Icon, type IconProps } from './Icon';

export const TrashIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </Icon>
);
