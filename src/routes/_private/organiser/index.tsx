import { createFileRoute } from '@tanstack/react-router';
import { organiserEventsQuery } from '@/api/organiser/list';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { OrganiserListScreen } from './-index/OrganiserListScreen';

export const Route = createFileRoute('/_private/organiser/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(organiserEventsQuery(context.http)),
  ...dataRouteStates,
  component: OrganiserListScreen,
});
