import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError, isMissingAnswer } from '@/api/errors';
import { organiserEventQuery } from '@/api/organiser/event';
import { readOrganiserEventSearch } from '@/domain/route-search-schemas';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { EventConsoleScreen } from './-event/EventConsoleScreen';

export const Route = createFileRoute('/_private/organiser/event')({
  validateSearch: readOrganiserEventSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps: { id } }) => {
    if (id === undefined) throw notFound();
    await context.queryClient.ensureQueryData(organiserEventQuery(context.http, id)).catch((error: unknown) => {
      // Another school's event (403 status:organiser.forbidden) is, for this organiser, no event at all.
      const forbidden = error instanceof ApiError && error.problem.status === 403;
      throw isMissingAnswer(error) || forbidden ? notFound() : error;
    });
    return { id };
  },
  ...dataRouteStates,
  component: EventConsoleScreen,
});
