import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { pickUtm } from '@/domain/utm';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { useTakenOver } from '@/early-input';
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
  // The public pages are the ones sent as HTML (src/prerender.tsx): what was done on them before
  // the app had them is done again once it has (src/early-input.ts).
  useTakenOver();
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
