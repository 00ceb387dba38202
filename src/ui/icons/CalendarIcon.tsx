import { Icon, type IconProps } from './Icon';

export const CalendarIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
