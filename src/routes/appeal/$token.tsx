import { createFileRoute } from '@tanstack/react-router';
import { appealLinkQuery } from '@/api/moderation/appeal-requests';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { AppealScreen } from './-token/AppealScreen';

/**
 * /appeal/<token>: the page a sanctioned person opens from the e-mail or the notification
 * (docs/product/moderation.md, Appeals). Open signed in or not: a suspended account cannot sign in.
 */
export const Route = createFileRoute('/appeal/$token')({
  beforeLoad: async ({ context }) => {
    await context.session.ready();
  },
  loader: ({ context, params: { token } }) => context.queryClient.ensureQueryData(appealLinkQuery(context.http, token)),
  ...dataRouteStates,
  component: AppealScreen,
});
