import { ThemeToggle } from '@/ui/shell/ThemeToggle';
import { useHydrated } from '@/ui/use-hydrated';
import { useShell } from './shell-context';

export function ThemeToggleContainer() {
  const { theme, toggleTheme } = useShell();
  // The stored theme is the browser's: HTML rendered ahead of it shows the page's own (the icon by CSS).
  return <ThemeToggle theme={useHydrated() ? theme : 'document'} onToggle={toggleTheme} />;
}
