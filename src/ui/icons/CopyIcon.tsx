import { Icon, type IconProps } from './Icon';

export const CopyIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
);
