/**
 * The product's line icons, one module each so a page ships only the icons it draws (a shared
 * module would land whole, and sometimes twice, in every chunk that uses any of them).
 */
export type { IconProps } from './Icon';
export { MenuIcon } from './MenuIcon';
export { CloseIcon } from './CloseIcon';
export { BellIcon } from './BellIcon';
export { HomeIcon } from './HomeIcon';
export { BookIcon } from './BookIcon';
export { TrophyIcon } from './TrophyIcon';
export { UserIcon } from './UserIcon';
export { KeyIcon } from './KeyIcon';
export { UserPlusIcon } from './UserPlusIcon';
export { UsersIcon } from './UsersIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { SunIcon } from './SunIcon';
export { MoonIcon } from './MoonIcon';
export { LogoutIcon } from './LogoutIcon';
export { InfoIcon } from './InfoIcon';
export { SuccessIcon } from './SuccessIcon';
export { WarningIcon } from './WarningIcon';
export { ErrorIcon } from './ErrorIcon';
export { ChatIcon } from './ChatIcon';
export { MailIcon } from './MailIcon';
export { FacebookIcon } from './FacebookIcon';
export { InstagramIcon } from './InstagramIcon';
export { TwitterIcon } from './TwitterIcon';
export { AlertIcon } from './AlertIcon';
export { CalendarIcon } from './CalendarIcon';
export { CheckIcon } from './CheckIcon';
export { ClockIcon } from './ClockIcon';
export { CopyIcon } from './CopyIcon';
export { EyeIcon } from './EyeIcon';
export { EyeOffIcon } from './EyeOffIcon';
export { GamepadIcon } from './GamepadIcon';
export { PencilIcon } from './PencilIcon';
export { PlusIcon } from './PlusIcon';
export { SchoolIcon } from './SchoolIcon';
export { SearchOffIcon } from './SearchOffIcon';
export { SendIcon } from './SendIcon';
export { TrashIcon } from './TrashIcon';
export { RefreshIcon } from './RefreshIcon';
export { LockIcon } from './LockIcon';
export { FlagIcon } from './FlagIcon';
export { ShieldIcon } from './ShieldIcon';
