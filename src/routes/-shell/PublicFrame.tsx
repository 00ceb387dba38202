import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { PublicLayout } from '@/ui/shell/PublicLayout';
import { FooterContainer } from './FooterContainer';
import { ThemeToggleContainer } from './ThemeToggleContainer';

/** The public frame wired to the app: the logo home, the theme toggle and the footer; `loginAction` in the top bar. */
export function PublicFrame({ loginAction, children }: { loginAction: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout
      homeLink={(logo) => (
        <Link to="/login" aria-label={m.common_logoAlt()} className={css({ display: 'inline-flex', alignItems: 'center', minH: '11' })}>
          {logo}
        </Link>
      )}
      themeToggle={<ThemeToggleContainer />}
      loginAction={loginAction}
      footer={<FooterContainer />}
    >
      {children}
    </PublicLayout>
  );
}
