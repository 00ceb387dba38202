import { Link, Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { pickUtm } from '@/domain/utm';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { PublicLayout } from '@/ui/shell/PublicLayout';
import { FooterContainer } from './-shell/FooterContainer';
import { ThemeToggleContainer } from './-shell/ThemeToggleContainer';

export const Route = createFileRoute('/_public')({
  // A signed-in user on a public page goes to /home, keeping campaign tags (docs/product/session.md, Screens).
  beforeLoad: async ({ context, search }) => {
    await context.session.ready();
    if (context.session.user()) throw redirect({ to: '/home', search: pickUtm(search) });
  },
  component: PublicShell,
});

function PublicShell() {
  const { session } = Route.useRouteContext();
  return (
    <PublicLayout
      homeLink={(logo) => (
        <Link to="/login" aria-label={m.common_logoAlt()} className={css({ display: 'inline-flex', alignItems: 'center', minH: '11' })}>
          {logo}
        </Link>
      )}
      themeToggle={<ThemeToggleContainer />}
      loginAction={
        <button type="button" className={button({ variant: 'onDark', size: 'sm' })} data-testid="login-link" onClick={() => session.signIn()}>
          {m.common_login()}
        </button>
      }
      footer={<FooterContainer />}
    >
      <Outlet />
    </PublicLayout>
  );
}
