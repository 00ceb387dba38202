import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMissingAnswer } from '@/api/errors';
import { organiserEventQuery } from '@/api/organiser/queries';
import { readOrganiserEventSearch } from '@/domain/route-search-schemas';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { EventConsoleScreen } from './-event/EventConsoleScreen';

export const Route = createFileRoute('/_private/organiser/event')({
  validateSearch: readOrganiserEventSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps: { id } }) => {
    if (id === undefined) throw notFound();
    await context.queryClient.ensureQueryData(organiserEventQuery(context.http, id)).catch((error: unknown) => {
      throw isMissingAnswer(error) ? notFound() : error;
    });
    return { id };
  },
  ...dataRouteStates,
  component: EventConsoleScreen,
});
