import { createFileRoute, redirect } from '@tanstack/react-router';
import { readCallbackSearch } from '../../../domain/routes-search';
import { m } from '../../../paraglide/messages';
import { PlaceholderPage } from '../../../ui/pages/PageHeading';

export const Route = createFileRoute('/auth/authorization-code/callback')({
  validateSearch: readCallbackSearch,
  // Without code or session_state there is nothing to sign in with: back to login (SPEC §2).
  beforeLoad: ({ search }) => {
    if (!search.code || !search.session_state) throw redirect({ to: '/login' });
  },
  component: () => <PlaceholderPage title={m.common_pageSignIn()} />,
});
