import { Icon, type IconProps } from './Icon';

export const PlusIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
