import { Icon, type IconProps } from './Icon';

export const CheckIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
