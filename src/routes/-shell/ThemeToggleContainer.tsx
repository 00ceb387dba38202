import { ThemeToggle } from '@/ui/shell/ThemeToggle';
import { useShell } from './shell-context';

export function ThemeToggleContainer() {
  const { theme, toggleTheme } = useShell();
  return <ThemeToggle theme={theme} onToggle={toggleTheme} />;
}
