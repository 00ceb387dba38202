import { Link, createFileRoute } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';
import { button } from '../../ui/button';
import { LandingHero } from '../../ui/pages/LandingHero';
import { showToast } from '../../ui/feedback/toaster';

export const Route = createFileRoute('/_public/login')({
  component: Login,
});

function Login() {
  const { session } = Route.useRouteContext();
  return (
    <>
      <title>{m.common_appName()}</title>
      <LandingHero
        primaryAction={
          <Link to="/register" className={button({ variant: 'accent' })}>
            {m.common_publicHeroCta()}
          </Link>
        }
        secondaryAction={
          <button type="button" className={button({ variant: 'onDark' })} onClick={() => (session.canSignIn ? session.signIn() : showToast('info', m.common_signInUnavailable()))}>
            {m.common_publicHeroLogin()}
          </button>
        }
      />
    </>
  );
}
