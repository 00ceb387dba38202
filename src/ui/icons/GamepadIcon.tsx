import { Icon, type IconProps } from './Icon';

export const GamepadIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <path d="M6 8h12a4 4 0 0 1 3.9 4.8l-.8 3.8a2.2 2.2 0 0 1-3.8 1L15 15H9l-2.3 2.6a2.2 2.2 0 0 1-3.8-1l-.8-3.8A4 4 0 0 1 6 8z" />
    <path d="M8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01" />
  </Icon>
);
