import { Link, createFileRoute } from '@tanstack/react-router';
import { readText } from '@/domain/search-param-readers';
import { safeRedirectTarget } from '@/domain/safe-redirect';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { LandingHero } from '@/ui/pages/LandingHero';

export const Route = createFileRoute('/_public/login')({
  // The private page a visitor was turned away from; only ever a same-origin path.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = readText(search.redirect, 2048);
    return { redirect: target && safeRedirectTarget(target, '') ? target : undefined };
  },
  component: Login,
});

function Login() {
  const { session } = Route.useRouteContext();
  const { redirect } = Route.useSearch();
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
          <button type="button" className={button({ variant: 'onDark' })} onClick={() => session.signIn(redirect)}>
            {m.common_publicHeroLogin()}
          </button>
        }
      />
    </>
  );
}
