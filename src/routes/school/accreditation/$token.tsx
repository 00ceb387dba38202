import { createFileRoute } from '@tanstack/react-router';
import { accreditationLinkQuery } from '@/api/school/accreditation-link';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { AccreditationLinkScreen } from './-token/AccreditationLinkScreen';

/**
 * /school/accreditation/<token>: the page the link e-mailed to a school opens (docs/product/school.md,
 * Rules). Whoever reads the school's official e-mail confirms a director's accreditation request or
 * discards it; no sign-in is asked, the link is the proof.
 */
export const Route = createFileRoute('/school/accreditation/$token')({
  beforeLoad: async ({ context }) => {
    await context.session.ready();
  },
  loader: ({ context, params: { token } }) => context.queryClient.ensureQueryData(accreditationLinkQuery(context.http, token)),
  ...dataRouteStates,
  component: AccreditationLinkScreen,
});
