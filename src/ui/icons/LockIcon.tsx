import { Icon, type IconProps } from './Icon';

export const LockIcon = (p: IconProps) => (
  <Icon size={20} {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);
