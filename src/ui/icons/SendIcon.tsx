import { Icon, type IconProps } from './Icon';

export const SendIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
    <path d="M11.5 13.5 20 4" />
  </Icon>
);
