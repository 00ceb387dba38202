import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { pickUtm } from '@/domain/utm';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { PublicFrame } from './-shell/PublicFrame';

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
    <PublicFrame
      loginAction={
        <button type="button" className={button({ variant: 'onDark', size: 'sm' })} data-testid="login-link" onClick={() => session.signIn()}>
          {m.common_login()}
        </button>
      }
    >
      <Outlet />
    </PublicFrame>
  );
}
