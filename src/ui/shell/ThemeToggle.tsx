import { cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { MoonIcon, SunIcon } from '@/ui/icons';
import { iconButton } from '@/ui/icon-button';

export interface ThemeToggleProps {
  theme: 'light' | 'dark';
  onToggle: () => void;
  className?: string;
}

/** Switches between the light and dark theme; the label says what pressing it will do. */
export function ThemeToggle({ theme, onToggle, className }: ThemeToggleProps) {
  const label = theme === 'dark' ? m.common_themeToLight() : m.common_themeToDark();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={cx(iconButton({ tone: 'onBrand' }), className)}
    >
      {theme === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
    </button>
  );
}
