import { Icon, type IconProps } from './Icon';

export const SchoolIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M3 9l9-5 9 5-9 5z" />
    <path d="M7 11.5V16c0 1.5 2.2 3 5 3s5-1.5 5-3v-4.5M21 9v6" />
  </Icon>
);
