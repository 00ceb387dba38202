import { Icon, type IconProps } from './Icon';

export const SearchOffIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </Icon>
);
