import { ThemeToggle } from '../../ui/shell/ThemeToggle';
import { useShell } from './shell-context';

export function ThemeSwitch() {
  const { theme, toggleTheme } = useShell();
  return <ThemeToggle theme={theme} onToggle={toggleTheme} />;
}
