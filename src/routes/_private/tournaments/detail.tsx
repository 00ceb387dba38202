import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMissingAnswer } from '@/api/errors';
import { tournamentQuery } from '@/api/tournaments/tournament';
import { readTournamentDetailSearch } from '@/domain/route-search-schemas';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { TournamentDetailScreen, TournamentNotFound } from './-detail/TournamentDetailScreen';

export const Route = createFileRoute('/_private/tournaments/detail')({
  validateSearch: readTournamentDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps: { id } }) => {
    if (id === undefined) throw notFound();
    // The tabs and the details tab open every detail page: their code comes with the tournament.
    void import('@/ui/components/Tabs');
    void import('./-detail/DetailsTab');
    await context.queryClient.ensureQueryData(tournamentQuery(context.http, id)).catch((error: unknown) => {
      throw isMissingAnswer(error) ? notFound() : error;
    });
    return { id };
  },
  ...dataRouteStates,
  notFoundComponent: TournamentNotFound,
  component: TournamentDetailScreen,
});
