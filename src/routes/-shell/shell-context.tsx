import { createContext, useContext, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { themeMachine } from '@/machines/theme.machine';
import { modalMachine } from '@/machines/modal.machine';
import { modalView } from '@/machines/modal.view';
import { readTheme } from '@/api/preferences';
import { inspect } from '@/machines/inspector';

interface Shell {
  theme: 'light' | 'dark';
  toggleTheme: () => void;
  contact: { open: boolean; closed: boolean; openModal: () => void; dismiss: () => void; close: () => void };
}

const ShellContext = createContext<Shell | null>(null);

/** App-wide flows every layout shares: the theme and the contact-us modal. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [theme, sendTheme] = useMachine(themeMachine, { input: { theme: readTheme() }, inspect });
  const [contact, sendContact] = useMachine(modalMachine, { input: {}, inspect });
  const value: Shell = {
    theme: theme.matches('dark') ? 'dark' : 'light',
    toggleTheme: () => sendTheme({ type: 'theme.toggle' }),
    contact: {
      ...modalView(contact),
      openModal: () => sendContact({ type: 'modal.open' }),
      dismiss: () => sendContact({ type: 'modal.dismiss' }),
      close: () => sendContact({ type: 'modal.close' }),
    },
  };
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs ShellProvider');
  return shell;
}
