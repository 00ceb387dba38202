import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { MoonIcon, SunIcon } from '@/ui/icons';
import { iconButton } from '@/ui/icon-button';

export interface ThemeToggleProps {
  /** `document`: the theme the page was painted in, not yet known to React (HTML sent ahead of the scripts). */
  theme: 'light' | 'dark' | 'document';
  onToggle: () => void;
  className?: string;
}

/** Switches between the light and dark theme; the label says what pressing it will do. */
export function ThemeToggle({ theme, onToggle, className }: ThemeToggleProps) {
  const label = theme === 'document' ? m.common_themeLabel() : theme === 'dark' ? m.common_themeToLight() : m.common_themeToDark();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={cx(iconButton({ tone: 'onBrand' }), className)}
    >
      {theme === 'document' ? (
        <>
          <span className={css({ display: 'contents', _dark: { display: 'none' } })}>
            <MoonIcon size={22} />
          </span>
          <span className={css({ display: 'none', _dark: { display: 'contents' } })}>
            <SunIcon size={22} />
          </span>
        </>
      ) : theme === 'dark' ? (
        <SunIcon size={22} />
      ) : (
        <MoonIcon size={22} />
      )}
    </button>
  );
}
